/**
 * `npm run bench -- --only scale`: what each page costs as the data grows (ADR 0014). The
 * emulators are seeded with N users, N payments, N audit log entries, N/10 quizzes and N results of one quiz
 * (./scale-data.ts), at N = 100 and then N = 10,000 (`--sizes 100,1000` for a quicker try), and
 * each page is opened in Chromium, one fresh browser context per load: a warm-up load, then 5
 * timed loads. Per page and size: the time until its content shows (median), the Firestore
 * documents and bytes and the API bytes it pulled, and the rows (or cards) it rendered; then the
 * ratio between the largest and the smallest size. The data is removed at the end, also after a
 * failure or Ctrl-C.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { repoRoot } from '../lib/processes.mjs';
import { emulatorAdmin } from '../lib/emulator-admin';
import { demoAccounts } from '../seed/demo-accounts';
import { playwrightLaunchOptions, signInThroughLoginPage, type Credentials } from './browser';
import { recordFirestoreTraffic, type FirestoreTraffic } from './firestore-traffic';
import { endListenSessions } from './listen-sessions';
import { benchResultsDir, row, type Row, type Section } from './results';
import { DEFAULT_SIZES, QUIZZES_PER_N, removeScaleData, RESULTS_QUIZ_ID, scaleSizes, seedScaleData } from './scale-data';

/**
 * Timed loads per page and size. A load's time swings by about ±0.3 s on this 2-core machine
 * (the browser, the Hosting and Firestore emulators share it): the median of 5 is steadier than
 * that of 3, as for Lighthouse (ADR 0011).
 */
const TIMED_LOADS = 5;
/** A page that shows nothing in this long counts as not showing its content at all. */
const CONTENT_TIMEOUT_MS = 60_000;

/** ADR 0014's targets: the cost grows at most 1.5x from the smallest N to the largest; admin pages show within 1.5 s. */
export const scaleTargets = { ratio: 1.5, adminContentMs: 1500 };

/**
 * How a page says "my content is on screen", and what its rows are. Checked in the page at
 * every animation frame. Meant to hold for today's pages and their paged versions alike:
 * - cards: a quiz card's Take A Test link (SPEC.md), not the skeletons;
 * - table: a row of a table body that has text (skeleton rows have none);
 * - figures: the Total Quiz (not 0) and Revenue figures with a number in them, and the two
 *   charts (rows: their bars);
 * - questions: the item analysis' question cards.
 */
type Readiness = 'cards' | 'table' | 'figures' | 'questions';

/**
 * Runs in the browser, so it is plain JavaScript in a string: tsx would wrap named functions in a
 * helper (`__name`) that the page does not have.
 */
export const contentProbe = `({
  visible(element) { return element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0; },
  items(kind) {
    const text = (element) => (element.textContent || '').trim();
    if (kind === 'cards') return Array.from(document.querySelectorAll('a, button')).filter((element) => text(element) === 'Take A Test');
    if (kind === 'table') return Array.from(document.querySelectorAll('table tbody tr')).filter((element) => text(element) !== '');
    if (kind === 'questions') return Array.from(document.querySelectorAll('ol > li > [aria-label^="Question "]'));
    return Array.from(document.querySelectorAll('[role="figure"] li'));
  },
  figuresShown() {
    const groups = Array.from(document.querySelectorAll('[role="group"][aria-labelledby]'));
    const figure = (label) => groups.find((group) => (document.getElementById(group.getAttribute('aria-labelledby')) || {}).textContent === label);
    // A number in each; the quiz count not 0 (the demo quizzes are there): a Firestore SDK that
    // cannot reach the emulator answers from its empty cache, and the figures then show zeros.
    const valued = [['Total Quiz', /[1-9]/], ['Revenue', /[0-9]/]].every(([label, number]) => {
      const group = figure(label);
      return group && this.visible(group) && number.test(group.textContent) && !group.querySelector('[aria-busy="true"]');
    });
    const charts = Array.from(document.querySelectorAll('[role="figure"]')).filter((chart) => this.visible(chart) && !chart.querySelector('[aria-busy="true"]'));
    return valued && charts.length >= 2;
  },
  shown(kind) { return kind === 'figures' ? this.figuresShown() : this.items(kind).some((element) => this.visible(element)); },
  rows(kind) { return this.items(kind).length; },
})`;

type Who = 'visitor' | 'admin' | 'premium';

export interface ScalePage {
  path: string;
  who: Who;
  ready: Readiness;
  /** Admin pages have the 1.5 s target at the largest size. */
  admin: boolean;
}

export const scalePages: ScalePage[] = [
  { path: '/', who: 'visitor', ready: 'cards', admin: false },
  { path: '/dashboard', who: 'admin', ready: 'figures', admin: true },
  { path: '/dashboard/users', who: 'admin', ready: 'table', admin: true },
  { path: '/dashboard/paymentLists', who: 'admin', ready: 'table', admin: true },
  { path: '/dashboard/manageQuizzes', who: 'admin', ready: 'table', admin: true },
  { path: `/dashboard/quizDetails/${RESULTS_QUIZ_ID}`, who: 'admin', ready: 'table', admin: true },
  // ADR 0014: every admin table (N entries in the audit log).
  { path: '/dashboard/auditLog', who: 'admin', ready: 'table', admin: true },
  { path: '/quizzes', who: 'premium', ready: 'cards', admin: false },
  { path: '/dashboard/myPayments', who: 'premium', ready: 'table', admin: false },
  // ADR 0024: My Results (N/4 results of the premium player), the item analysis and the leaderboard of the results quiz (N results).
  { path: '/dashboard/myResults', who: 'premium', ready: 'table', admin: false },
  { path: `/dashboard/itemAnalysis/${RESULTS_QUIZ_ID}`, who: 'admin', ready: 'questions', admin: true },
  { path: `/leaderboard/${RESULTS_QUIZ_ID}`, who: 'premium', ready: 'table', admin: false },
];

/** `--scale-pages /dashboard/myResults,/leaderboard` narrows the scale part to the pages whose path starts so (all of them otherwise). */
export function selectedScalePages(argv: readonly string[] = process.argv): ScalePage[] {
  const at = argv.indexOf('--scale-pages');
  if (at < 0) return scalePages;
  const wanted = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const chosen = scalePages.filter((page) => wanted.some((prefix) => page.path === prefix || page.path.startsWith(prefix)));
  if (chosen.length === 0) throw new Error(`No scale page matches --scale-pages ${argv[at + 1] ?? ''}. Known: ${scalePages.map((page) => page.path).join(', ')}.`);
  return chosen;
}

const accounts: Record<Exclude<Who, 'visitor'>, Credentials> = { admin: demoAccounts.admin, premium: demoAccounts.premium };

export interface PageLoad {
  /** Navigation start to content shown, or undefined when it did not show within the timeout. */
  shownMs: number | undefined;
  /**
   * Navigation start to Firebase Auth's session restored (its `accounts:lookup` answered, which
   * every signed-in page waits for before its first read), or undefined (a visitor). What comes
   * before it is the app's start-up; what comes after, the page's reads and rendering.
   */
  sessionMs: number | undefined;
  rows: number;
  landedOn: string;
  firestoreDocuments: number;
  firestoreBytes: number;
  apiCalls: number;
  apiBytes: number;
  /** Billed reads the API calls reported (read meter), or undefined when a call had no meter. */
  apiReads: number | undefined;
  details: string[];
  /** When the content did not show: a screenshot of what did, in test-results/bench/scale/. */
  screenshot: string | undefined;
}

export interface PageAtSize {
  path: string;
  who: Who;
  admin: boolean;
  size: number;
  /** The timed load with the median time (its traffic and rows are reported). */
  median: PageLoad;
  timesMs: (number | undefined)[];
  error: string | undefined;
}

export interface SizeRun {
  size: number;
  seededDocuments: number;
  seedSeconds: number;
  /** Seconds waited for the load average to settle before the page loads (at most the settle limit). */
  settleSeconds: number;
  loadAverage: number[];
  pages: PageAtSize[];
}

export interface ScaleFigures {
  sizes: number[];
  runs: SizeRun[];
  cleanupSeconds: number;
  removedDocuments: number;
  firestoreDebugLogMb: number | undefined;
}

const relative = (file: string) => file.replace(`${repoRoot}/`, '');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number | undefined) => (ms === undefined ? `no content in ${String(CONTENT_TIMEOUT_MS / 1000)} s` : `${(ms / 1000).toFixed(2)} s`);
const thousands = (n: number) => n.toLocaleString('en-US');
const loadText = (load: number[]) => load.map((value) => value.toFixed(1)).join(' / ');

/** A signed-in browser profile (the Firebase Auth session lives in IndexedDB), to start each load's context from. */
type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

async function signIn(browser: Browser, appUrl: string, credentials: Credentials): Promise<Session> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorder = await recordFirestoreTraffic(page);
  try {
    await signInThroughLoginPage(page, appUrl, credentials);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
    await endListenSessions(await recorder.channelRequests());
  }
}

function summarise(traffic: FirestoreTraffic, shownMs: number | undefined, sessionMs: number | undefined, rows: number, landedOn: string, screenshot: string | undefined): PageLoad {
  const unmetered = traffic.apiCalls.some((call) => call.serverReads === undefined);
  return {
    shownMs,
    sessionMs,
    rows,
    landedOn,
    firestoreDocuments: traffic.documentsDelivered,
    firestoreBytes: traffic.firestoreBytes,
    apiCalls: traffic.apiCalls.length,
    apiBytes: traffic.apiBytes,
    apiReads: unmetered ? undefined : traffic.apiCalls.reduce((total, call) => total + (call.serverReads ?? 0), 0),
    details: [
      ...traffic.details,
      ...traffic.apiCalls.map((call) => `${call.method} ${call.path} ${String(call.status)}${call.serverDetail ? ` (${call.serverDetail})` : ''}`),
    ],
    screenshot,
  };
}

const screenshotDir = `${benchResultsDir}/scale`;

type Recorder = Awaited<ReturnType<typeof recordFirestoreTraffic>>;
/** The pages open right now, whose listeners Ctrl-C must end too. */
const openRecorders = new Set<Recorder>();

/**
 * One load in a fresh context: navigation to content shown, then (`counted`) until the network
 * is quiet, counting what arrived. A timed load counts nothing: reading the listen stream
 * through DevTools as it arrives would slow the page it times.
 */
async function loadPage(browser: Browser, appUrl: string, target: ScalePage, session: Session | undefined, name: string, counted: boolean): Promise<PageLoad> {
  // The probe is a string the page evaluates: the app's CSP (no 'unsafe-eval', ADR 0028) would refuse it.
  const context = await browser.newContext({ bypassCSP: true, ...(session ? { storageState: session } : {}) });
  const page: Page = await context.newPage();
  const recorder = await recordFirestoreTraffic(page, { sessionsOnly: !counted });
  openRecorders.add(recorder);
  let sessionLookup: Request | undefined;
  page.on('requestfinished', (request) => {
    if (!sessionLookup && request.url().includes('accounts:lookup')) sessionLookup = request;
  });
  try {
    await page.goto(`${appUrl}${target.path}`, { waitUntil: 'commit' });
    const kind = JSON.stringify(target.ready);
    // performance.now() counts from the navigation's start; the check runs at every frame.
    const shownMs = await page
      .waitForFunction(`${contentProbe}.shown(${kind}) && performance.now()`, undefined, { polling: 'raf', timeout: CONTENT_TIMEOUT_MS })
      .then(
        async (handle) => Number(await handle.jsonValue()),
        () => undefined,
      );
    // Count everything the page pulls for what it shows (a page that never showed gets less time).
    if (counted) await recorder.settle({ quietMs: 2500, maxMs: shownMs === undefined ? 10_000 : 30_000 });
    const rows = await page.evaluate(`${contentProbe}.rows(${kind})`).then(Number, () => 0);
    const sessionMs = sessionLookup ? await sessionRestoredMs(page, sessionLookup) : undefined;
    const landedOn = new URL(page.url()).pathname;
    let screenshot: string | undefined;
    if (shownMs === undefined) {
      mkdirSync(screenshotDir, { recursive: true });
      screenshot = `${screenshotDir}/${name}.png`;
      await page.screenshot({ path: screenshot, fullPage: false }).catch(() => (screenshot = undefined));
    }
    return summarise(await recorder.stop(), shownMs, sessionMs, rows, landedOn, screenshot);
  } finally {
    await context.close();
    // A closed page leaves its listeners in the emulator, which would queue the next writes for it.
    await endListenSessions(await recorder.channelRequests());
    openRecorders.delete(recorder);
  }
}

/** When a request's answer had arrived, in the page's clock (ms from navigation start). */
async function sessionRestoredMs(page: Page, request: Request): Promise<number | undefined> {
  const timeOrigin = await page.evaluate('performance.timeOrigin').then(Number, () => Number.NaN);
  const { startTime, responseEnd } = request.timing();
  const at = startTime + responseEnd - timeOrigin;
  return Number.isFinite(at) && responseEnd >= 0 ? at : undefined;
}

/** The middle value (the lower of the two middle ones), or undefined when there is none. */
function median(values: readonly (number | undefined)[]): number | undefined {
  const known = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  return known[Math.floor((known.length - 1) / 2)];
}

/** The one-minute load average the page loads of a size wait for (2 cores: half of each is free). */
const SETTLED_LOAD = 1;
const SETTLE_MAX_MS = 180_000;

/** `--settle-seconds 0`: the longest wait for the load to settle (as for Lighthouse); 3 minutes unless told. */
export function scaleSettleMs(argv: readonly string[] = process.argv): number {
  const at = argv.indexOf('--settle-seconds');
  if (at < 0) return SETTLE_MAX_MS;
  const seconds = Number(argv[at + 1]);
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`--settle-seconds wants a whole number of seconds, not "${argv[at + 1] ?? ''}"`);
  return seconds * 1000;
}

/**
 * Waits (up to `maxMs`: 3 minutes unless told) until the one-minute load average is down to SETTLED_LOAD, so that a
 * size's times are not those of the seeding and the emulators' indexing just before them.
 * Returns the seconds waited.
 */
async function settleLoad(interrupted: () => boolean, maxMs: number): Promise<number> {
  const started = Date.now();
  while ((loadavg()[0] ?? 0) > SETTLED_LOAD && Date.now() - started < maxMs && !interrupted()) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  return (Date.now() - started) / 1000;
}

const byTime = (load: PageLoad) => load.shownMs ?? Number.POSITIVE_INFINITY;

/**
 * A warm-up load that also counts the traffic, then the timed loads; a page whose warm-up shows
 * nothing is not timed again. The figures are the warm-up's traffic and rows with the timed
 * loads' median time.
 */
async function measurePage(browser: Browser, appUrl: string, target: ScalePage, session: Session | undefined, size: number, log: (line: string) => void): Promise<PageAtSize> {
  const result = (counted: PageLoad, timed: PageLoad[], error?: string): PageAtSize => {
    const sorted = [...timed].sort((a, b) => byTime(a) - byTime(b));
    const middle = sorted[Math.floor((sorted.length - 1) / 2)];
    const shown = {
      ...counted,
      shownMs: middle ? middle.shownMs : counted.shownMs,
      sessionMs: timed.length > 0 ? median(timed.map((load) => load.sessionMs)) : counted.sessionMs,
      screenshot: middle?.screenshot ?? counted.screenshot,
    };
    return { path: target.path, who: target.who, admin: target.admin, size, median: shown, timesMs: timed.map((load) => load.shownMs), error };
  };
  const slug = `N${String(size)}${target.path.replaceAll('/', '-') || '-landing'}`;
  const warmUp = await loadPage(browser, appUrl, target, session, `${slug}-warm-up`, true);
  if (warmUp.landedOn !== target.path) {
    return result(warmUp, [], `ended on ${warmUp.landedOn} instead of ${target.path} (${target.who === 'visitor' ? 'redirected' : `${target.who} not signed in?`})`);
  }
  if (warmUp.shownMs === undefined) {
    return result(warmUp, [], `no content within ${String(CONTENT_TIMEOUT_MS / 1000)} s on the warm-up load (${warmUp.screenshot ? relative(warmUp.screenshot) : 'no screenshot'}); not timed again`);
  }
  const loads: PageLoad[] = [];
  for (let run = 1; run <= TIMED_LOADS; run += 1) loads.push(await loadPage(browser, appUrl, target, session, `${slug}-${String(run)}`, false));
  const figures = result(warmUp, loads);
  log(`    ${target.path} (${target.who}), N=${thousands(size)}: ${loads.map((load) => seconds(load.shownMs)).join(', ')}; ${describe(figures.median)}`);
  for (const load of loads) if (load.screenshot) log(`      a load showed no content: ${relative(load.screenshot)}`);
  return figures;
}

function describe(load: PageLoad): string {
  const api = load.apiCalls === 0 ? 'no API call' : `API ${kib(load.apiBytes)} (${String(load.apiCalls)} calls, ${load.apiReads === undefined ? '?' : String(load.apiReads)} reads)`;
  const session = load.sessionMs === undefined ? '' : `session restored at ${(load.sessionMs / 1000).toFixed(2)} s; `;
  return `${session}${thousands(load.rows)} rows; Firestore ${thousands(load.firestoreDocuments)} docs, ${kib(load.firestoreBytes)}; ${api}`;
}

/** Removes the scale data with its own Admin SDK app (also used from the Ctrl-C handler). */
async function removeAll(): Promise<{ removed: number; seconds: number }> {
  const started = Date.now();
  const admin = emulatorAdmin(`bench-scale-cleanup-${String(started)}`);
  try {
    return { removed: await removeScaleData(admin.firestore), seconds: (Date.now() - started) / 1000 };
  } finally {
    await admin.close();
  }
}

/** The Firestore emulator's log, which the emulator's listener bugs can grow by GBs. */
function firestoreDebugLogMb(): number | undefined {
  const file = `${repoRoot}/firestore-debug.log`;
  return existsSync(file) ? statSync(file).size / 2 ** 20 : undefined;
}

export async function measureScale(appUrl: string, log: (line: string) => void, sizes: number[] = scaleSizes(), settleMs = scaleSettleMs()): Promise<ScaleFigures> {
  // An object, not a `let`: the signal handler changes it while the loop below awaits.
  const run = { aborted: false };
  const interrupted = () => run.aborted;
  let browser: Browser | undefined;
  // Ctrl-C (or a kill): stop, close the browser and remove the data before exiting.
  const onSignal = (signal: NodeJS.Signals) => {
    if (run.aborted) return;
    run.aborted = true;
    log(`  ${signal}: closing the browser and removing the scale data…`);
    void (async () => {
      await browser?.close().catch(() => undefined);
      for (const recorder of openRecorders) await endListenSessions(await recorder.channelRequests()).catch(() => 0);
      await removeAll().then(
        ({ removed }) => log(`  Removed ${thousands(removed)} scale documents.`),
        (error: unknown) => log(`  Could not remove the scale data (${error instanceof Error ? error.message : String(error)}); the next run removes it.`),
      );
      process.exit(130);
    })();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const admin = emulatorAdmin('bench-scale-seed');
  const runs: SizeRun[] = [];
  try {
    const leftovers = await removeScaleData(admin.firestore);
    if (leftovers > 0) log(`  Removed ${thousands(leftovers)} scale documents an earlier run left.`);
    // One `now` for the run: the data of a larger N extends the smaller one's.
    const now = new Date();
    let seeded = 0;
    for (const size of sizes) {
      log(`  N=${thousands(size)}: seeding ${thousands(size)} users, payments and results, ${thousands(size / QUIZZES_PER_N)} quizzes…`);
      const seedStart = Date.now();
      const written = await seedScaleData(admin.firestore, seeded, size, now, interrupted);
      if (interrupted()) throw new Error('Interrupted');
      const seedSeconds = (Date.now() - seedStart) / 1000;
      seeded = size;
      const waitedSeconds = await settleLoad(interrupted, settleMs);
      if (interrupted()) throw new Error('Interrupted');
      const loadAverage = loadavg();
      log(`  N=${thousands(size)}: ${thousands(written)} documents written in ${seedSeconds.toFixed(1)} s; load average ${loadText(loadAverage)} after ${waitedSeconds.toFixed(0)} s for it to settle`);

      browser = await chromium.launch(playwrightLaunchOptions);
      const sessions = { admin: await signIn(browser, appUrl, accounts.admin), premium: await signIn(browser, appUrl, accounts.premium) };
      const pages: PageAtSize[] = [];
      for (const target of selectedScalePages()) {
        if (interrupted()) throw new Error('Interrupted');
        const session = target.who === 'visitor' ? undefined : sessions[target.who];
        const figures = await measurePage(browser, appUrl, target, session, size, log);
        if (figures.error) log(`    ${target.path} (${target.who}), N=${thousands(size)}: ${figures.error}`);
        pages.push(figures);
      }
      // Closing the browser ends its listeners before the next writes (see firebase-tools#5197).
      await browser.close();
      browser = undefined;
      runs.push({ size, seededDocuments: written, seedSeconds, settleSeconds: waitedSeconds, loadAverage, pages });
    }
  } catch (error) {
    // Interrupted: the signal handler removes the data and exits; nothing else may run (or be recorded) meanwhile.
    if (interrupted()) await new Promise<never>(() => undefined);
    // Failed: remove the data here, then report.
    await browser?.close().catch(() => undefined);
    log('  Removing the scale data after the failure…');
    await removeAll().catch(() => undefined);
    throw error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await browser?.close().catch(() => undefined);
    await admin.close();
  }
  log('  Removing the scale data…');
  const cleanup = await removeAll();
  log(`  Removed ${thousands(cleanup.removed)} documents in ${cleanup.seconds.toFixed(1)} s.`);
  return { sizes, runs, cleanupSeconds: cleanup.seconds, removedDocuments: cleanup.removed, firestoreDebugLogMb: firestoreDebugLogMb() };
}

const pulledBytes = (load: PageLoad) => load.firestoreBytes + load.apiBytes;

/** largest / smallest, or undefined when the smallest is 0 or a page did not show. */
function ratio(large: number, small: number): number | undefined {
  if (small === 0) return large === 0 ? 1 : undefined;
  return large / small;
}

const ratioText = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(1)}x`);

export function scaleSection(figures: ScaleFigures): Section {
  const rows: Row[] = [];
  const smallest = figures.runs[0];
  const largest = figures.runs.at(-1);
  const isDefault = figures.sizes.length === DEFAULT_SIZES.length && figures.sizes.every((size, index) => size === DEFAULT_SIZES[index]);
  for (const target of scalePages) {
    const name = `${target.path} (${target.who})`;
    const atSizes = figures.runs.map((run) => run.pages.find((page) => page.path === target.path));
    for (const page of atSizes) {
      if (!page) continue;
      const runs = page.timesMs.length > 1 ? ` (runs ${page.timesMs.map((ms) => (ms === undefined ? 'none' : (ms / 1000).toFixed(2))).join(', ')})` : '';
      const measured = `${seconds(page.median.shownMs)}${runs}; ${describe(page.median)}${page.error ? `; ${page.error}` : ''}`;
      if (page.size === largest?.size && target.admin && figures.runs.length > 1) {
        const shown = page.median.shownMs;
        rows.push(row(`${name}, N=${thousands(page.size)}`, measured, `content <= ${String(scaleTargets.adminContentMs / 1000)} s`, shown !== undefined && !page.error && shown <= scaleTargets.adminContentMs));
      } else {
        rows.push(row(`${name}, N=${thousands(page.size)}`, measured, '', page.error ? 'missed' : ''));
      }
    }
    const [small, large] = [atSizes[0], atSizes.at(-1)];
    if (smallest && largest && small && large && figures.runs.length > 1) {
      const failed = !!small.error || !!large.error || small.median.shownMs === undefined || large.median.shownMs === undefined;
      const bytes = failed ? undefined : ratio(pulledBytes(large.median), pulledBytes(small.median));
      const rendered = failed ? undefined : ratio(large.median.rows, small.median.rows);
      const documents = ratio(large.median.firestoreDocuments, small.median.firestoreDocuments);
      const met = bytes !== undefined && rendered !== undefined && bytes <= scaleTargets.ratio && rendered <= scaleTargets.ratio;
      rows.push(
        row(
          `${name}, N=${thousands(largest.size)} / N=${thousands(smallest.size)}`,
          `bytes ${ratioText(bytes)}, rows ${ratioText(rendered)} (Firestore docs ${ratioText(documents)})`,
          `<= ${String(scaleTargets.ratio)}x bytes and rows`,
          met,
        ),
      );
    }
  }

  const notes = [
    `Data per N: N users (users/{id} records), N payments (80% paid, 10% refund processing, 10% refunded, over the last year), N audit log entries (3 admins, 5 kinds of action, over the last year), N/10 quizzes, N results of one quiz (${RESULTS_QUIZ_ID}, marks 0-100, with their leaderboard entries, item statistics and 20 questions), N/4 results of the premium player over 9 quizzes, ids starting "scale-", on top of the demo data; removed at the end (${thousands(figures.removedDocuments)} documents in ${figures.cleanupSeconds.toFixed(0)} s).`,
    ...figures.runs.map(
      (run) => `N=${thousands(run.size)}: ${thousands(run.seededDocuments)} documents written in ${run.seedSeconds.toFixed(1)} s (sequential batches of 500); then ${run.settleSeconds.toFixed(0)} s waiting for the one-minute load average to settle to ${String(SETTLED_LOAD)}: load average before its page loads ${loadText(run.loadAverage)}.`,
    ),
    `Each page: a warm-up load, then ${String(TIMED_LOADS)} timed loads, each in a fresh browser context (signed-in pages start from a saved session); the median time is reported. Time: navigation start to the content shown (the first quiz card, the first table row with text, or the dashboard's figures and charts); "session restored at": the median time at which Firebase Auth had restored the session (its accounts:lookup answered), which a signed-in page waits for before its first read: before it the app's start-up, after it the page's reads and rendering. The warm-up load counts the traffic (the timed loads do not: reading the listen stream through DevTools slows the page): it is given until Firestore and the API have been quiet for 2.5 s, and everything it received is counted: Firestore documents and response bytes (REST and the listen stream), API response bytes, and rows (table body rows, quiz cards, or chart bars on /dashboard).`,
    `Targets (ADR 0014): from the smallest N to the largest, bytes pulled (Firestore + API) and rows rendered grow at most ${String(scaleTargets.ratio)}x; each admin page shows its content within ${String(scaleTargets.adminContentMs / 1000)} s at the largest N.`,
  ];
  if (!isDefault) notes.push(`Sizes ${figures.sizes.map(thousands).join(', ')} instead of the issue's 100 and 10,000 (--sizes): the verdicts are indicative only.`);
  if (largest) {
    for (const page of largest.pages) {
      if (page.median.details.length > 0) notes.push(`${page.path} at N=${thousands(largest.size)}: ${page.median.details.join('; ')}.`);
    }
  }
  notes.push('After each load the listeners the page left in the Firestore emulator are removed (scripts/bench/listen-sessions.ts). Restart `npm start` after this part all the same: listeners of other tools or of an interrupted run stay, and each later write to their queries is queued for them (firebase/firebase-tools#5197).');
  if (figures.firestoreDebugLogMb !== undefined && figures.firestoreDebugLogMb > 100) {
    notes.push(`firestore-debug.log has grown to ${figures.firestoreDebugLogMb.toFixed(0)} MB: stop the stack and delete it.`);
  }
  return { title: 'Scale: page cost as the data grows', rows, notes };
}
