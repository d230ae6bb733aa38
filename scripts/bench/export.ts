/**
 * CSV export of a big Result Sheet: 100,000 results of one quiz, downloaded as an admin through
 * the hosting emulator (as the browser does) from GET /api/v1/quiz-results/{quizId}/csv, which the
 * function streams page by page. Measures the time to the first byte and to the last, checks the
 * rows, and samples the memory (RSS) of the functions emulator's worker processes before, during
 * and after, to show that the function holds a page, not the sheet.
 *
 * The results are written through the Admin SDK in sequential batches of 500 into a quiz of the
 * bench's own, removed at the end with the bench account (and by the next run if interrupted).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { CsvLineCounter } from '@quizmaster/shared/result-sheet-csv';
import { aQuiz, aSubmission } from '@quizmaster/shared/testing/factories';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { emulatorAdmin } from '../lib/emulator-admin';
import { BENCH_QUIZ_PREFIX, signUpBenchPlayers } from './bench-data';
import { row, type Section } from './results';

export const EXPORT_ROWS = 100_000;
/** Firebase Hosting gives a function behind a rewrite 60 s to answer in full. */
const TIME_TARGET_S = 60;
/** Growth of the workers' memory while exporting: one page and buffers, not the sheet. */
const MEMORY_GROWTH_TARGET_MIB = 64;
const BATCH = 500;
const MIB = 1024 * 1024;

export interface MemoryFigures {
  /** Summed RSS of the functions emulator's runtime workers, in bytes. */
  before: number;
  peak: number;
  after: number;
  workers: number;
}

export interface ExportFigures {
  /** Median time of one bare query (`limit(1)`) over the results in the Firestore emulator. */
  emulatorQueryMs: number;
  rows: number;
  totalHeader: number | null;
  bytes: number;
  seedSeconds: number;
  firstByteMs: number;
  totalMs: number;
  failed: boolean;
  memory: MemoryFigures | null;
  memoryNote: string;
}

/**
 * The functions emulator's runtime workers: children of the process listening on the functions
 * port (5001) in this network namespace, running functionsEmulatorRuntime. Null when that process
 * cannot be found (no `ss`, another layout).
 */
function functionsWorkerPids(): number[] | null {
  try {
    const listening = execFileSync('ss', ['-ltnpH', 'sport = :5001'], { encoding: 'utf8' });
    const emulatorPid = /pid=(\d+)/.exec(listening)?.[1];
    if (!emulatorPid) return null;
    const children = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
    return children
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
          return parent === emulatorPid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime');
        } catch {
          return false; // Gone meanwhile.
        }
      })
      .map(Number);
  } catch {
    return null;
  }
}

function rssOf(pid: number): number {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'))?.[1];
    return Number(kib ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Samples the workers' summed RSS every 50 ms until stopped (workers started meanwhile included). */
function sampleWorkerMemory(): { stop: () => MemoryFigures } | null {
  const pids = functionsWorkerPids();
  if (pids === null) return null;
  const sum = () => {
    const current = functionsWorkerPids() ?? pids;
    return { bytes: current.reduce((total, pid) => total + rssOf(pid), 0), workers: current.length };
  };
  const first = sum();
  let peak = first.bytes;
  let workers = first.workers;
  const timer = setInterval(() => {
    const now = sum();
    peak = Math.max(peak, now.bytes);
    workers = Math.max(workers, now.workers);
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      const last = sum();
      return { before: first.bytes, peak: Math.max(peak, last.bytes), after: last.bytes, workers };
    },
  };
}

function submission(index: number) {
  const at = new Date(Date.UTC(2026, 0, 1) + index * 1000);
  const marks = (index * 37) % 101;
  return aSubmission({
    userId: `bench-player-${String(index)}`,
    userName: `Bench Player ${String(index)}`,
    userEmail: `player-${String(index)}@bench.quizmaster.test`,
    marks,
    points: marks,
    grade: marks >= 80 ? 'A+' : marks >= 50 ? 'C' : 'F',
    startedAt: at,
    submittedAt: at,
  });
}

export async function measureExport(appUrl: string, log: (line: string) => void): Promise<ExportFigures> {
  const admin = emulatorAdmin('bench-export');
  const refs = dataRefs(admin.firestore);
  const quizId = `${BENCH_QUIZ_PREFIX}-export-${Date.now().toString(36)}`;
  try {
    await refs.quiz(quizId).set(
      aQuiz({
        quizName: 'Bench export (npm run bench)',
        description: 'Made by npm run bench for the CSV export figures; removed when the bench ends.',
        submissionCount: EXPORT_ROWS,
        createdBy: 'bench',
      }),
    );
    log(`  writing ${EXPORT_ROWS.toLocaleString('en-US')} results into ${quizId} (batches of ${String(BATCH)})…`);
    const seedStarted = performance.now();
    for (let start = 0; start < EXPORT_ROWS; start += BATCH) {
      const batch = admin.firestore.batch();
      for (let index = start; index < Math.min(EXPORT_ROWS, start + BATCH); index += 1) {
        batch.set(refs.submissions(quizId).doc(`r${String(index).padStart(6, '0')}`), submission(index));
      }
      await batch.commit();
      if ((start + BATCH) % 20_000 === 0) log(`    ${(start + BATCH).toLocaleString('en-US')} written`);
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    // An admin of the bench's own: the API reads the role from the account's claims on each call.
    const [exporter] = await signUpBenchPlayers(1, 'exporter');
    if (!exporter) throw new Error('Could not make the bench admin');
    await admin.auth.setCustomUserClaims(exporter.uid, { admin: true });

    // The emulator scans a whole collection for every query, whatever its shape or limit (Firestore
    // serves from an index, in time proportional to the page): the floor of each page here.
    const queryTimes: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const queryStarted = performance.now();
      await refs.submissions(quizId).limit(1).get();
      queryTimes.push(performance.now() - queryStarted);
    }
    const emulatorQueryMs = queryTimes.sort((a, b) => a - b)[1] ?? Number.NaN;

    // A small export first, so the worker that serves the big one is warm (a cold start is not the export's cost).
    await fetch(`${appUrl}/api/v1/quiz-results/no-such-quiz/csv`, { headers: { authorization: `Bearer ${exporter.token}` } }).then((response) => response.text());

    const memory = sampleWorkerMemory();
    log(`  exporting through ${appUrl} (pages of ${String(PAGE_SIZES.export)})…`);
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/v1/quiz-results/${quizId}/csv`, { headers: { authorization: `Bearer ${exporter.token}` } });
    if (!response.ok || !response.body) throw new Error(`The export answered ${String(response.status)}: ${await response.text()}`);
    const totalHeader = response.headers.get('x-total-rows');
    const counter = new CsvLineCounter();
    const decoder = new TextDecoder();
    let firstByteMs = Number.NaN;
    let bytes = 0;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += value.length;
      counter.push(decoder.decode(value, { stream: true }));
    }
    const totalMs = performance.now() - started;
    // The workers' memory once the export is over and the process had a moment to settle.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const memoryFigures = memory?.stop() ?? null;
    log(`  ${counter.rows.toLocaleString('en-US')} rows, ${(bytes / MIB).toFixed(1)} MiB in ${(totalMs / 1000).toFixed(1)} s`);
    return {
      emulatorQueryMs,
      rows: counter.rows,
      totalHeader: totalHeader === null ? null : Number(totalHeader),
      bytes,
      seedSeconds,
      firstByteMs,
      totalMs,
      failed: counter.failed,
      memory: memoryFigures,
      memoryNote: memoryFigures ? '' : 'the functions emulator process was not found (needs `ss` and /proc): memory not measured',
    };
  } finally {
    log(`  removing ${quizId}…`);
    await admin.firestore.recursiveDelete(refs.quiz(quizId));
    await admin.close();
  }
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;

export function exportSection(figures: ExportFigures): Section {
  const seconds = figures.totalMs / 1000;
  const complete = !figures.failed && figures.rows === EXPORT_ROWS && figures.totalHeader === EXPORT_ROWS;
  const rows = [
    row(`CSV export of ${EXPORT_ROWS.toLocaleString('en-US')} results: rows received / X-Total-Rows`, `${figures.rows.toLocaleString('en-US')} / ${figures.totalHeader?.toLocaleString('en-US') ?? 'none'}`, 'all, once', complete),
    row('CSV export: download time (through hosting)', `${seconds.toFixed(1)} s`, `< ${String(TIME_TARGET_S)} s`, seconds < TIME_TARGET_S),
    row('CSV export: time to first byte', `${figures.firstByteMs.toFixed(0)} ms`),
    row('CSV export: rows per second', Math.round(figures.rows / seconds).toLocaleString('en-US')),
    row('CSV export: file size', `${(figures.bytes / MIB).toFixed(1)} MiB`),
    row(`Firestore emulator: one query over ${EXPORT_ROWS.toLocaleString('en-US')} results (limit 1)`, `${figures.emulatorQueryMs.toFixed(0)} ms`),
  ];
  if (figures.memory) {
    const growth = (figures.memory.peak - figures.memory.before) / MIB;
    rows.push(
      row(
        'CSV export: functions workers RSS before / peak / after',
        `${mib(figures.memory.before)} / ${mib(figures.memory.peak)} / ${mib(figures.memory.after)}`,
        `peak - before < ${String(MEMORY_GROWTH_TARGET_MIB)} MiB`,
        growth < MEMORY_GROWTH_TARGET_MIB,
      ),
    );
  }
  return {
    title: 'CSV export',
    rows,
    notes: [
      `The function reads the Result Sheet ${String(PAGE_SIZES.export)} rows at a time by cursor and writes each page with backpressure; ${EXPORT_ROWS.toLocaleString('en-US')} results were written beforehand in ${figures.seedSeconds.toFixed(0)} s (batches of ${String(BATCH)}).`,
      `The export runs ${String(EXPORT_ROWS / PAGE_SIZES.export + 1)} queries (a count() and ${String(EXPORT_ROWS / PAGE_SIZES.export)} pages). The Firestore emulator scans the whole collection for each, whatever its limit (the "one query" row), so here the download takes about that many times one scan; Firestore serves each page from an index in time proportional to the page, not the sheet.`,
      `The time target is Firebase Hosting's 60 s limit for a function behind a rewrite; memory is the summed RSS of the functions emulator's worker processes${figures.memory ? ` (${String(figures.memory.workers)} at most), sampled every 50 ms` : ''}.`,
      ...(figures.memoryNote ? [figures.memoryNote] : []),
    ],
  };
}
