/**
 * Lighthouse 12 with its default (mobile) configuration: a Moto G Power-sized screen, simulated
 * slow 4G and a 4x slower CPU, on every page a player sees (ADR 0011, `playerPages` in
 * ./browser.ts). Five runs per page in the system Chromium, one fresh Chrome per page; the median
 * run by performance score is reported, and its JSON and HTML reports are kept for reading.
 *
 * Signed-in pages: the account signs in through the login page in the same Chrome before the
 * runs (the demo player or premium player, checked again before each run), or before each run (a
 * fresh bench account for /startQuiz and /payment, see ./browser.ts). Lighthouse's storage reset
 * clears the HTTP cache, service workers and Cache Storage before each run but not IndexedDB (its
 * default `clearStorageTypes`), so every run is a cold load that still finds the Firebase Auth
 * session.
 *
 * The load gate: Lighthouse simulates throttling from what it observes, so a busy CPU lowers the
 * scores. Before each page the part waits (bounded) for the one-minute load average to settle,
 * and it samples the load average while the runs go on: figures taken above LOAD_LIMIT_PER_CORE
 * per core are not recorded in docs/benchmark-results.md (run.ts refuses).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  chromiumFlags,
  chromiumPath,
  createBenchPlayer,
  demoAccountOf,
  playerPages,
  signInThroughLoginPage,
  whoText,
  type BenchPlayerAccount,
  type Credentials,
  type PlayerPage,
  type Who,
} from './browser';
import { recordFirestoreTraffic } from './firestore-traffic';
import { endListenSessions } from './listen-sessions';
import { benchResultsDir, row, type Section } from './results';
import { ensureDemoData } from './stack';

/** ADR 0011: the median of 5 runs per page. */
export const DEFAULT_RUNS = 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** ADR 0011: figures taken above this one-minute load average per core are not recorded. */
export const LOAD_LIMIT_PER_CORE = 1.5;
/** Before each page the part waits for the one-minute load average to come down to this, per core… */
export const SETTLED_LOAD_PER_CORE = 1;
/** …for at most this long (as the scale part waits before its page loads). */
export const DEFAULT_SETTLE_SECONDS = 180;
/** How often the load average is sampled while a page's runs go on. */
const LOAD_SAMPLE_MS = 5000;

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  detail: string;
}

export interface PageLoadAverage {
  /** The load average (1, 5, 15 minutes) when the page's runs started, after the wait. */
  before: number[];
  /** Seconds waited for the one-minute load average to settle. */
  waitedSeconds: number;
  /** Whether it settled (to SETTLED_LOAD_PER_CORE per core) within the wait. */
  settled: boolean;
  /** The highest one-minute load average sampled from the first run's start to the last run's end. */
  maxDuringRuns: number;
}

export interface LighthouseFigures {
  path: string;
  who: Who;
  /** Scores 0–100 of the median run. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Performance score of every run, to show the spread. */
  runScores: number[];
  failing: { accessibility: FailingAudit[]; bestPractices: FailingAudit[]; performance: FailingAudit[] };
  reports: { json: string; html: string; trace: string };
  warnings: string[];
  load: PageLoadAverage;
}

export interface LighthouseResults {
  pages: LighthouseFigures[];
  runs: number;
  cores: number;
  /** The one-minute load average above which figures are not recorded (LOAD_LIMIT_PER_CORE × cores). */
  loadLimit: number;
  /** The longest wait for the load to settle before a page. */
  settleSeconds: number;
  /** Why these figures must not be recorded (the load gate), or undefined. */
  refusal: string | undefined;
}

export interface LighthouseOptions {
  pages?: PlayerPage[];
  runs?: number;
  settleSeconds?: number;
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const loadText = (load: number[]) => load.map((value) => value.toFixed(1)).join(' / ');

/** The middle run by performance score (ties: the lower LCP). */
export function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) => score(a, 'performance') - score(b, 'performance') || numeric(a, 'largest-contentful-paint') - numeric(b, 'largest-contentful-paint'),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse run to take the median of');
  return median;
}

/** Audits of a category that did not pass, worst first; for performance, the ones with savings. */
function failingAudits(lhr: Result, category: (typeof CATEGORIES)[number]): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: (FailingAudit & { weight: number })[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (['manual', 'notApplicable', 'informative', 'error'].includes(audit.scoreDisplayMode)) continue;
    if (category === 'performance') {
      if (ref.group === 'metrics') continue;
      const savings = Object.values(audit.metricSavings ?? {}).reduce((sum: number, value) => sum + (value ?? 0), 0);
      if (savings <= 0 && audit.score >= 0.9) continue;
      failing.push({ id: audit.id, title: audit.title, score: audit.score, detail: audit.displayValue ?? '', weight: savings });
    } else {
      const items = (audit.details as { items?: unknown[] } | undefined)?.items?.length;
      failing.push({ id: audit.id, title: audit.title, score: audit.score, detail: items ? `${String(items)} elements` : '', weight: ref.weight });
    }
  }
  return failing.sort((a, b) => b.weight - a.weight).map(({ weight: _weight, ...audit }) => audit);
}

async function launchChrome() {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
}

/**
 * Drives the Chrome that Lighthouse uses through Playwright for a moment (a page of its own,
 * closed after), ending the Firestore listen sessions that page opened: a closed page's listeners
 * stay in the emulator otherwise (./listen-sessions.ts).
 */
async function withPageIn<T>(port: number, use: (page: import('playwright-core').Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default browser context');
    const page = await context.newPage();
    const recorder = await recordFirestoreTraffic(page, { sessionsOnly: true });
    try {
      return await use(page);
    } finally {
      await page.close();
      await endListenSessions(await recorder.channelRequests());
    }
  } finally {
    await browser.close();
  }
}

/**
 * Makes sure `account` is signed in inside the Chrome that Lighthouse drives, then lets go of it.
 * Checked before every run: other runs on the shared stack may reset the Auth emulator, which
 * ends the session.
 */
async function ensureSignedIn(port: number, appUrl: string, path: string, account: Credentials) {
  await withPageIn(port, async (page) => {
    const staysOnPage = async () => {
      await page.goto(`${appUrl}${path}`);
      // A signed-out visitor is sent to /login once Auth has read its (empty) session: give it time.
      await page.waitForURL((url) => url.pathname !== path, { timeout: 4000 }).catch(() => undefined);
      return new URL(page.url()).pathname === path;
    };
    if (!(await staysOnPage())) {
      // Another run may have emptied the emulators: bring the demo accounts back first.
      await ensureDemoData();
      await signInThroughLoginPage(page, appUrl, account);
      if (!(await staysOnPage())) throw new Error(`After signing in, ${path} went to ${page.url()}`);
    }
  });
}

/** Signs a fresh account in, in place of whoever the Chrome's profile had signed in (its IndexedDB is emptied first). */
async function signInFresh(port: number, appUrl: string, account: Credentials) {
  await withPageIn(port, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(appUrl).origin, storageTypes: 'indexeddb' });
    await cdp.detach();
    await signInThroughLoginPage(page, appUrl, account);
  });
}

/** One Lighthouse run: its report, and the main thread's trace (kept for the median run). */
interface Run {
  lhr: Result;
  trace: unknown;
}

async function lighthouseRun(port: number, appUrl: string, page: PlayerPage): Promise<Run> {
  const demo = demoAccountOf(page.who);
  let fresh: BenchPlayerAccount | undefined;
  try {
    if (demo) await ensureSignedIn(port, appUrl, page.path, demo);
    if (page.who === 'new player') {
      fresh = await createBenchPlayer('lighthouse');
      await signInFresh(port, appUrl, fresh);
    }
    const result = await lighthouse(`${appUrl}${page.path}`, { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.message}`);
    const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
    if (landedOn !== page.path) throw new Error(`Lighthouse measured ${landedOn} instead of ${page.path} (signed out?)`);
    return { lhr, trace: result.artifacts.Trace };
  } finally {
    await fresh?.remove();
  }
}

/**
 * Waits (at most `maxSeconds`) until the one-minute load average is down to
 * SETTLED_LOAD_PER_CORE per core. Answers the seconds waited and whether it settled.
 */
async function settleLoad(maxSeconds: number, cores: number): Promise<{ waitedSeconds: number; settled: boolean }> {
  const started = Date.now();
  const settledAt = SETTLED_LOAD_PER_CORE * cores;
  while ((loadavg()[0] ?? 0) > settledAt && Date.now() - started < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  return { waitedSeconds: (Date.now() - started) / 1000, settled: (loadavg()[0] ?? 0) <= settledAt };
}

/** Samples the one-minute load average every few seconds until stopped; answers the highest. */
function sampleLoad(): () => number {
  let max = loadavg()[0] ?? 0;
  const timer = setInterval(() => {
    max = Math.max(max, loadavg()[0] ?? 0);
  }, LOAD_SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return Math.max(max, loadavg()[0] ?? 0);
  };
}

async function measurePage(appUrl: string, page: PlayerPage, runCount: number, log: (line: string) => void, load: Omit<PageLoadAverage, 'maxDuringRuns'>): Promise<LighthouseFigures> {
  const chrome = await launchChrome();
  const stopSampling = sampleLoad();
  try {
    const runs: Result[] = [];
    const traces = new Map<Result, unknown>();
    for (let run = 1; run <= runCount; run += 1) {
      let measured: Run;
      try {
        measured = await lighthouseRun(chrome.port, appUrl, page);
      } catch (error) {
        // The shared stack's web/dist is rebuilt now and then; a page caught mid-rebuild 404s.
        log(`    run ${String(run)} failed (${error instanceof Error ? error.message : String(error)}); once more`);
        await new Promise((resolve) => setTimeout(resolve, 5000));
        measured = await lighthouseRun(chrome.port, appUrl, page);
      }
      const { lhr } = measured;
      traces.set(lhr, measured.trace);
      log(
        `    run ${String(run)}: performance ${String(score(lhr, 'performance'))}, LCP ${String(Math.round(numeric(lhr, 'largest-contentful-paint')))} ms, TBT ${String(Math.round(numeric(lhr, 'total-blocking-time')))} ms; load ${loadText(loadavg())}`,
      );
      runs.push(lhr);
    }
    const maxDuringRuns = stopSampling();
    const median = medianRun(runs);
    const slug = page.path === '/' ? 'landing' : page.path.slice(1).replaceAll('/', '-');
    const dir = `${benchResultsDir}/lighthouse`;
    mkdirSync(dir, { recursive: true });
    const reports = { json: `${dir}/${slug}.report.json`, html: `${dir}/${slug}.report.html`, trace: `${dir}/${slug}.trace.json` };
    writeFileSync(reports.json, JSON.stringify(median, null, 2));
    writeFileSync(reports.html, generateReport(median, 'html'));
    // The unthrottled trace Lighthouse simulated from: open it in DevTools' Performance panel, or
    // list its main-thread tasks with `npx tsx scripts/bench/trace-tasks.ts <file>`.
    writeFileSync(reports.trace, JSON.stringify(traces.get(median)));
    return {
      path: page.path,
      who: page.who,
      performance: score(median, 'performance'),
      accessibility: score(median, 'accessibility'),
      bestPractices: score(median, 'best-practices'),
      lcpMs: numeric(median, 'largest-contentful-paint'),
      tbtMs: numeric(median, 'total-blocking-time'),
      cls: numeric(median, 'cumulative-layout-shift'),
      runScores: runs.map((lhr) => score(lhr, 'performance')),
      failing: {
        accessibility: failingAudits(median, 'accessibility'),
        bestPractices: failingAudits(median, 'best-practices'),
        performance: failingAudits(median, 'performance').slice(0, 8),
      },
      reports,
      warnings: median.runWarnings,
      load: { ...load, maxDuringRuns },
    };
  } finally {
    stopSampling();
    chrome.kill();
  }
}

/**
 * Why figures taken at these load averages must not be recorded: a page whose runs saw the
 * one-minute load average above `limit`. Undefined when every page stayed at or below it.
 */
export function loadGateRefusal(pages: Pick<LighthouseFigures, 'path' | 'load'>[], limit: number): string | undefined {
  const over = pages.filter((page) => page.load.maxDuringRuns > limit);
  if (over.length === 0) return undefined;
  return `the one-minute load average went above ${limit.toFixed(1)} (${String(LOAD_LIMIT_PER_CORE)} per core) during the Lighthouse runs of ${over.map((page) => `${page.path} (${page.load.maxDuringRuns.toFixed(1)})`).join(', ')}`;
}

/** Lighthouse for each page, one fresh Chrome per page, after the load has settled. */
export async function measureLighthouse(appUrl: string, log: (line: string) => void, options: LighthouseOptions = {}): Promise<LighthouseResults> {
  const pages = options.pages ?? playerPages;
  const runs = options.runs ?? DEFAULT_RUNS;
  const settleSeconds = options.settleSeconds ?? DEFAULT_SETTLE_SECONDS;
  const cores = cpus().length;
  const loadLimit = LOAD_LIMIT_PER_CORE * cores;
  const figures: LighthouseFigures[] = [];
  for (const page of pages) {
    const { waitedSeconds, settled } = await settleLoad(settleSeconds, cores);
    const before = loadavg();
    log(
      `  Lighthouse ${page.path} (${whoText(page.who)}), ${String(runs)} runs; load average ${loadText(before)} (${String(cores)} cores, limit ${loadLimit.toFixed(1)})${
        waitedSeconds >= 5 || !settled ? `, after ${waitedSeconds.toFixed(0)} s waiting for it to settle to ${(SETTLED_LOAD_PER_CORE * cores).toFixed(1)}${settled ? '' : ' (it did not)'}` : ''
      }…`,
    );
    figures.push(await measurePage(appUrl, page, runs, log, { before, waitedSeconds, settled }));
  }
  return { pages: figures, runs, cores, loadLimit, settleSeconds, refusal: loadGateRefusal(figures, loadLimit) };
}

/** ADR 0011's targets, on every page. */
export const lighthouseTargets = { performance: 95, accessibility: 100, bestPractices: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

/** ADR 0011: the quiz page and the profile, heavier by nature, at 90; every other page at 95. */
export const performanceTargetOf = (path: string): number => (path.startsWith('/startQuiz/') || path === '/profile' ? 90 : lighthouseTargets.performance);

export function lighthouseSection({ pages, runs, cores, loadLimit, settleSeconds, refusal }: LighthouseResults): Section {
  const rows = pages.flatMap((page) => {
    const name = `${page.path} (${whoText(page.who)})`;
    return [
      row(`${name} performance`, `${String(page.performance)} (runs ${page.runScores.join(', ')})`, `>= ${String(performanceTargetOf(page.path))}`, page.performance >= performanceTargetOf(page.path)),
      row(`${name} accessibility`, String(page.accessibility), `= ${String(lighthouseTargets.accessibility)}`, page.accessibility >= lighthouseTargets.accessibility),
      row(`${name} best practices`, String(page.bestPractices), `>= ${String(lighthouseTargets.bestPractices)}`, page.bestPractices >= lighthouseTargets.bestPractices),
      row(`${name} LCP`, `${(page.lcpMs / 1000).toFixed(2)} s`, `<= ${(lighthouseTargets.lcpMs / 1000).toFixed(1)} s`, page.lcpMs <= lighthouseTargets.lcpMs),
      row(`${name} TBT`, `${String(Math.round(page.tbtMs))} ms`, `<= ${String(lighthouseTargets.tbtMs)} ms`, page.tbtMs <= lighthouseTargets.tbtMs),
      row(`${name} CLS`, page.cls.toFixed(3), `<= ${String(lighthouseTargets.cls)}`, page.cls <= lighthouseTargets.cls),
      row(
        `${name} load average (1 min) during the runs`,
        `max ${page.load.maxDuringRuns.toFixed(1)} (${loadText(page.load.before)} at the start)`,
        `<= ${loadLimit.toFixed(1)}`,
        page.load.maxDuringRuns <= loadLimit,
      ),
    ];
  });
  const notes = [
    `Lighthouse 12, default mobile settings (simulated slow 4G, 4x CPU slowdown), median of ${String(runs)} run${runs === 1 ? '' : 's'} by performance score${runs === DEFAULT_RUNS ? '' : ` (ADR 0011 asks for ${String(DEFAULT_RUNS)})`}, against the build served by the hosting emulator (Brotli-compressed like Firebase Hosting). Signed in as the demo player (/quizzes), the demo premium player (/dashboard, /dashboard/myPayments) or a new free player per run (/startQuiz, /payment).`,
    `Load gate: before each page, up to ${String(settleSeconds)} s for the one-minute load average to settle to ${(SETTLED_LOAD_PER_CORE * cores).toFixed(1)} (${String(SETTLED_LOAD_PER_CORE)} per core, ${String(cores)} cores); figures whose runs saw it above ${loadLimit.toFixed(1)} (${String(LOAD_LIMIT_PER_CORE)} per core) are not recorded.`,
  ];
  if (refusal) notes.push(`Not recordable: ${refusal}.`);
  for (const page of pages) {
    if (!page.load.settled && settleSeconds > 0) notes.push(`${page.path}: the load average did not settle within ${page.load.waitedSeconds.toFixed(0)} s before its runs.`);
    const failing = [...page.failing.accessibility.map((audit) => `a11y ${audit.id}`), ...page.failing.bestPractices.map((audit) => `best-practices ${audit.id}`)];
    if (failing.length > 0) notes.push(`${page.path} fails ${failing.join(', ')}.`);
    const opportunities = page.failing.performance.slice(0, 4).map((audit) => `${audit.id}${audit.detail ? ` (${audit.detail})` : ''}`);
    if (opportunities.length > 0) notes.push(`${page.path} top performance findings: ${opportunities.join(', ')}.`);
  }
  return { title: 'Lighthouse (mobile)', rows, notes };
}

/** The audits to fix, per page, for the console. */
export function printLighthouseFindings({ pages }: LighthouseResults, log: (line: string) => void): void {
  for (const page of pages) {
    log(`  ${page.path}: report ${page.reports.html.replace(/^.*\/test-results\//, 'test-results/')}`);
    const groups = [
      ['accessibility', page.failing.accessibility],
      ['best practices', page.failing.bestPractices],
      ['performance', page.failing.performance],
    ] as const;
    for (const [name, audits] of groups) {
      for (const audit of audits) {
        log(`    ${name}: ${audit.id} (score ${audit.score.toFixed(2)}) ${audit.title}${audit.detail ? `: ${audit.detail}` : ''}`);
      }
    }
    for (const warning of page.warnings) log(`    warning: ${warning}`);
  }
}
