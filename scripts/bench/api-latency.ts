/**
 * API latency: `GET /api/v1/get-single-quiz/{quizId}` and `POST /api/v1/submit-quiz/{quizId}` at
 * concurrency 1, 10 and 50, through the hosting emulator (as the browser calls them: the headline)
 * and straight at the functions emulator, each next to the baseline measured in the same run at
 * the same concurrency (./baseline.ts: the same Firestore work through the Admin SDK).
 *
 * Every submit needs its own open attempt, so players sign up and start their attempt through the
 * API before the clock runs. All of it happens on a quiz of the bench's own (removed afterwards).
 *
 * The functions emulator runs one worker process per request in flight and starts new workers
 * on demand (1–3 s each), so the bench first sends bursts of the highest concurrency to have the
 * workers running, as a warm deployment would.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Firestore } from 'firebase-admin/firestore';
import { createTestQuiz, SAMPLE_QUESTIONS } from '@quizmaster/tests/e2e/support/quizzes';
import { emulatorAdmin } from '../lib/emulator-admin';
import { bareGetSingleQuiz, bareSubmitQuiz } from './baseline';
import { inParallel, signUpBenchPlayers, type BenchPlayer } from './bench-data';
import { describeLoad, runLoad, type LoadResult, type Outcome } from './load';
import { row, type Section } from './results';

export const CONCURRENCY_LEVELS = [1, 10, 50] as const;
/** Requests per run: enough for a p99 at the higher levels without minutes of waiting. */
const REQUESTS_AT: Record<(typeof CONCURRENCY_LEVELS)[number], number> = { 1: 30, 10: 150, 50: 300 };
/** ADR 0011: submit-quiz p95 at concurrency 50 within 3x the bare-transaction baseline. */
export const SUBMIT_P95_RATIO_TARGET = 3;

export type Endpoint = 'get-single-quiz' | 'submit-quiz';
export type Variant = 'hosting' | 'functions' | 'baseline';

export interface LatencyRun extends LoadResult {
  endpoint: Endpoint;
  variant: Variant;
}

export interface LatencyFigures {
  runs: LatencyRun[];
  /** Median ms of a one-document transaction before the runs: how busy the Firestore emulator is. */
  transactionProbeMs: number;
  /** Reads the read meter reported for one call of each endpoint. */
  serverReads: Partial<Record<Endpoint, string>>;
  /** Attempts each submit found (its own): prepared before timing. */
  preparedAttempts: number;
}

/** Correct answers to the bench quiz (SAMPLE_QUESTIONS, ids q1…). */
const correctAnswers = Object.fromEntries(SAMPLE_QUESTIONS.map((question, index) => [`q${String(index + 1)}`, question.answer]));

interface Attempt {
  player: BenchPlayer;
  attemptId: string;
}

async function callApi(base: string, method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<Outcome & { reads?: string }> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await response.arrayBuffer();
  return { ok: response.ok, status: response.status, reads: response.headers.get('x-firestore-read-detail') ?? undefined };
}

/** Players with a started attempt each, started through the API (the exact documents the server writes). */
async function playersWithOpenAttempts(functionsUrl: string, quizId: string, count: number): Promise<Attempt[]> {
  const players = await signUpBenchPlayers(count, 'submitter');
  return inParallel(players, 10, async (player) => {
    const response = await fetch(`${functionsUrl}/api/v1/start-quiz/${quizId}`, { method: 'POST', headers: { authorization: `Bearer ${player.token}` } });
    const body = (await response.json()) as { attemptId?: string; message?: string };
    if (!response.ok || !body.attemptId) throw new Error(`Starting an attempt for the bench failed: ${String(response.status)} ${body.message ?? ''}`);
    return { player, attemptId: body.attemptId };
  });
}

/**
 * The Firestore emulator's own speed right now: a transaction that reads and writes one document
 * nobody else touches, 5 times. On a shared machine other runs can slow the emulator down a lot,
 * and this says so next to the figures.
 */
async function probeTransactions(firestore: Firestore, quizId: string): Promise<number> {
  const ref = firestore.doc(`quizzes/${quizId}/private/bench-probe`);
  const durations: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    await firestore.runTransaction(async (transaction) => {
      await transaction.get(ref);
      transaction.set(ref, { run });
    });
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b)[2] ?? Number.NaN;
}

/** Bursts at the highest concurrency until the function workers are up (a burst as fast as the one before). */
async function warmUp(urls: string[], quizId: string, players: BenchPlayer[], log: (line: string) => void) {
  const concurrency = Math.max(...CONCURRENCY_LEVELS);
  for (const base of urls) {
    let previousMs = Number.POSITIVE_INFINITY;
    for (let burst = 1; burst <= 5; burst += 1) {
      const started = Date.now();
      await runLoad(concurrency, concurrency * 2, (index) =>
        callApi(base, 'GET', `/get-single-quiz/${quizId}`, (players[index % players.length] as BenchPlayer).token),
      );
      const tookMs = Date.now() - started;
      log(`    warm-up burst ${String(burst)} via ${base}: ${String(tookMs)} ms`);
      if (tookMs > previousMs * 0.8) break;
      previousMs = tookMs;
    }
  }
}

interface Setup {
  quiz: Awaited<ReturnType<typeof createTestQuiz>>;
  readers: BenchPlayer[];
  attemptsFor: Map<string, Attempt[]>;
  preparedAttempts: number;
}

/** The bench quiz, 50 players who read it, and one open attempt (and player) per submit to come. */
async function setUp(firestore: Firestore, functionsUrl: string, log: (line: string) => void): Promise<Setup> {
  const quiz = await createTestQuiz(firestore, {
    idPrefix: 'bench',
    quizName: 'Bench quiz (npm run bench)',
    description: 'Made by npm run bench for its latency figures; removed when the bench ends.',
    retakeCount: 0,
    allQTime: 120,
  });
  try {
    const readers = await signUpBenchPlayers(50, 'reader');
    const submitsPerVariant = CONCURRENCY_LEVELS.reduce((sum, level) => sum + REQUESTS_AT[level], 0);
    log(`  preparing ${String(submitsPerVariant * 3)} open attempts (one player each) on ${quiz.id}…`);
    const attempts = await playersWithOpenAttempts(functionsUrl, quiz.id, submitsPerVariant * 3);
    const attemptsFor = new Map<string, Attempt[]>();
    let taken = 0;
    for (const level of CONCURRENCY_LEVELS) {
      for (const variant of ['hosting', 'functions', 'baseline'] as const) {
        attemptsFor.set(`${variant}-${String(level)}`, attempts.slice(taken, taken + REQUESTS_AT[level]));
        taken += REQUESTS_AT[level];
      }
    }
    return { quiz, readers, attemptsFor, preparedAttempts: attempts.length };
  } catch (error) {
    await quiz.remove();
    throw error;
  }
}

export async function measureApiLatency(
  { appUrl, functionsUrl }: { appUrl: string; functionsUrl: string },
  log: (line: string) => void,
): Promise<LatencyFigures> {
  const admin = emulatorAdmin('bench-latency');
  let setup: Setup;
  try {
    setup = await setUp(admin.firestore, functionsUrl, log);
  } catch (error) {
    // Other runs on the shared stack empty the emulators now and then, bench data included.
    log(`  preparing failed (${error instanceof Error ? error.message : String(error)}); once more`);
    setup = await setUp(admin.firestore, functionsUrl, log);
  }
  const { quiz, readers, attemptsFor } = setup;
  try {
    const bases: Record<Exclude<Variant, 'baseline'>, string> = { hosting: appUrl, functions: functionsUrl };
    log('  warming up the function workers…');
    await warmUp(Object.values(bases), quiz.id, readers, log);
    const transactionProbeMs = await probeTransactions(admin.firestore, quiz.id);
    log(`  a one-document transaction takes ${transactionProbeMs.toFixed(0)} ms (median of 5)`);

    const serverReads: LatencyFigures['serverReads'] = {};
    const sample = await callApi(appUrl, 'GET', `/get-single-quiz/${quiz.id}`, (readers[0] as BenchPlayer).token);
    if (sample.reads) serverReads['get-single-quiz'] = sample.reads;

    const runs: LatencyRun[] = [];
    for (const level of CONCURRENCY_LEVELS) {
      const requests = REQUESTS_AT[level];
      for (const variant of ['hosting', 'functions', 'baseline'] as const) {
        const reader = (index: number) => readers[index % readers.length] as BenchPlayer;
        const result =
          variant === 'baseline'
            ? await runLoad(level, requests, async (index) => {
                await bareGetSingleQuiz(admin.firestore, quiz.id, reader(index).uid);
                return { ok: true, status: 200 };
              })
            : await runLoad(level, requests, (index) => callApi(bases[variant], 'GET', `/get-single-quiz/${quiz.id}`, reader(index).token));
        runs.push({ ...result, endpoint: 'get-single-quiz', variant });
        log(`    get-single-quiz c${String(level)} ${variant}: ${describeLoad(result)}, ${String(result.errors)} errors`);
      }
      for (const variant of ['hosting', 'functions', 'baseline'] as const) {
        const mine = attemptsFor.get(`${variant}-${String(level)}`) ?? [];
        const attempt = (index: number) => mine[index] as Attempt;
        const result =
          variant === 'baseline'
            ? await runLoad(level, requests, async (index) => {
                await bareSubmitQuiz(admin.firestore, quiz.id, attempt(index).attemptId, correctAnswers);
                return { ok: true, status: 200 };
              })
            : await runLoad(level, requests, async (index) => {
                const { player, attemptId } = attempt(index);
                const outcome = await callApi(bases[variant], 'POST', `/submit-quiz/${quiz.id}`, player.token, { attemptId, answers: correctAnswers });
                if (outcome.reads && !serverReads['submit-quiz']) serverReads['submit-quiz'] = outcome.reads;
                return outcome;
              });
        runs.push({ ...result, endpoint: 'submit-quiz', variant });
        log(`    submit-quiz c${String(level)} ${variant}: ${describeLoad(result)}, ${String(result.errors)} errors`);
      }
    }
    return { runs, transactionProbeMs, serverReads, preparedAttempts: setup.preparedAttempts };
  } finally {
    // A failed clean-up must not throw the figures away: the bench removes bench data again at its end.
    await quiz.remove().catch((error: unknown) => {
      log(`  could not remove ${quiz.id} yet (${error instanceof Error ? error.message.slice(0, 80) : String(error)})`);
    });
    await admin.close();
  }
}

const find = (runs: LatencyRun[], endpoint: Endpoint, variant: Variant, level: number) =>
  runs.find((run) => run.endpoint === endpoint && run.variant === variant && run.concurrency === level);

export function apiLatencySection({ runs, serverReads, transactionProbeMs }: LatencyFigures): Section {
  const rows = [row('Firestore emulator: a one-document transaction (median of 5, before the runs)', `${transactionProbeMs.toFixed(0)} ms`)];
  for (const endpoint of ['submit-quiz', 'get-single-quiz'] as const) {
    for (const level of CONCURRENCY_LEVELS) {
      const baseline = find(runs, endpoint, 'baseline', level);
      for (const variant of ['hosting', 'functions', 'baseline'] as const) {
        const run = find(runs, endpoint, variant, level);
        if (!run) continue;
        const label = variant === 'hosting' ? 'API via hosting' : variant === 'functions' ? 'API direct' : 'bare Admin SDK';
        const errors = run.errors === 0 ? '' : `, ${String(run.errors)} errors ${JSON.stringify(run.errorKinds)}`;
        rows.push(row(`${endpoint} c${String(level)} ${label}`, `${describeLoad(run)}${errors}`, variant === 'baseline' ? '' : 'no errors', variant === 'baseline' ? '' : run.errors === 0));
      }
      const api = find(runs, endpoint, 'hosting', level);
      if (api && baseline) {
        const ratio = api.p95Ms / baseline.p95Ms;
        const targeted = endpoint === 'submit-quiz' && level === 50;
        rows.push(
          row(
            `${endpoint} c${String(level)} p95 ratio (hosting / baseline)`,
            `${ratio.toFixed(1)}x`,
            targeted ? `<= ${String(SUBMIT_P95_RATIO_TARGET)}x` : '',
            targeted ? ratio <= SUBMIT_P95_RATIO_TARGET : '',
          ),
        );
      }
    }
  }
  const failed = runs.filter((run) => run.errors > 0 && run.variant !== 'baseline');
  const vanished = failed.some((run) => Object.keys(run.errorKinds).some((kind) => kind === '401' || kind === '404'));
  const lockTimeouts = runs.some((run) => Object.keys(run.errorKinds).some((kind) => kind.includes('lock timeout')));
  const submitApi = find(runs, 'submit-quiz', 'hosting', 50);
  const submitBase = find(runs, 'submit-quiz', 'baseline', 50);
  const submitApiC1 = find(runs, 'submit-quiz', 'hosting', 1);
  const submitBaseC1 = find(runs, 'submit-quiz', 'baseline', 1);
  const ratioMissed = submitApi && submitBase && submitApi.p95Ms / submitBase.p95Ms > SUBMIT_P95_RATIO_TARGET;
  const throughputNote =
    ratioMissed && submitApiC1 && submitBaseC1
      ? [
          `Why submit-quiz misses ${String(SUBMIT_P95_RATIO_TARGET)}x at concurrency 50: one at a time its p95 is ${(submitApiC1.p95Ms / submitBaseC1.p95Ms).toFixed(1)}x the baseline's, so the work per request is close to Firestore's own; at 50 in flight the API serves ${submitApi.requestsPerSecond.toFixed(0)} req/s against the baseline's ${submitBase.requestsPerSecond.toFixed(0)}, and requests queue. That ceiling is the functions emulator's: one Node worker process per request in flight (each also verifying the token and reading the account from the Auth emulator), all on this machine's ${String(cpus().length)} CPU cores with the emulators and the bench. Cloud Functions in production scales out instances instead, so the figure says little about production.`,
        ]
      : [];
  const notes = [
    ...throughputNote,
    ...(lockTimeouts
      ? ['The baseline failed with "Transaction lock timeout" too: the Firestore emulator queues transactions that write the same document (each submit writes one of its quiz\'s ten counter shards) and aborts those that wait too long. The API\'s 500s at that level are most likely the same failure: firebase-debug.log shows them as "ABORTED: Transaction lock timeout" (see docs/BENCHMARKS.md).']
      : []),
    ...(vanished ? ['Some calls answered 401/404: the bench\'s players or quiz disappeared during the run (another run emptied the emulators?). Run the bench again on a quiet stack.'] : []),
    `Headline: the API through the hosting emulator (http://localhost:5000, as the browser calls it); "direct" skips the hosting proxy. Baseline: the same Firestore reads and writes from the bench process with the Admin SDK, same concurrency, same run. ${String(REQUESTS_AT[1])}/${String(REQUESTS_AT[10])}/${String(REQUESTS_AT[50])} requests at concurrency 1/10/50, closed loop, after warm-up bursts.`,
    `Server reads per call (read meter): ${Object.entries(serverReads).map(([endpoint, reads]) => `${endpoint} ${reads}`).join('; ') || 'n/a'}.`,
  ];
  return { title: 'API latency', rows, notes };
}
