/**
 * Bundle figures: the landing page's JS and CSS and every route's first visit, from the Vite
 * manifest and the route preload table of the build the hosting emulator serves
 * (scripts/lib/bundle-size.mjs, the same as the budget in `npm test`), and what a browser really
 * fetches when it opens each page a player sees (./browser.ts, playerPages), signed in where
 * needed, until the network is idle: the check of the manifest computation against reality.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import {
  firstVisitOf,
  kib,
  LANDING_JS_BUDGET_BYTES,
  measureBundle,
  type BundleReport,
  type FirstVisit,
} from '../lib/bundle-size.mjs';
import { FIRST_VISIT_BUDGETS } from '../lib/bundle-budget.mjs';
import { repoRoot } from '../lib/processes.mjs';
import {
  createBenchPlayer,
  demoAccountOf,
  playerPages,
  playwrightLaunchOptions,
  signInThroughLoginPage,
  whoText,
  type Credentials,
  type PlayerPage,
  type Who,
} from './browser';
import { recordFirestoreTraffic } from './firestore-traffic';
import { endListenSessions } from './listen-sessions';
import { row, type Row, type Section } from './results';

export interface FetchedFile {
  path: string;
  type: 'script' | 'stylesheet';
  /** Bytes on the wire as the hosting emulator sent them (Brotli). */
  transferred: number;
  /** The body gzip-compressed at level 9, comparable with the manifest figures. */
  gzip: number;
}

export interface FetchedPage {
  path: string;
  who: Who;
  /** Where the page ended (a signed-out visitor of a signed-in page would end on /login). */
  landedOn: string;
  files: FetchedFile[];
  /** Whether the network went idle within the wait (a page with live listeners never does). */
  idle: boolean;
}

export interface BundleFigures {
  manifest: BundleReport;
  fetched: FetchedPage[];
  /** web/dist changed while the browser fetched: manifest and fetched figures are of different builds. */
  rebuiltMeanwhile: boolean;
}

/** The longest wait for the network to go idle: a live Firestore listener keeps a request open for ever. */
const IDLE_TIMEOUT_MS = 15_000;

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A signed-in browser profile (the Firebase Auth session lives in IndexedDB) to start a fresh context from. */
async function signedInSession(browser: Browser, appUrl: string, account: Credentials): Promise<Session> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorder = await recordFirestoreTraffic(page, { sessionsOnly: true });
  try {
    await signInThroughLoginPage(page, appUrl, account);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
    await endListenSessions(await recorder.channelRequests());
  }
}

/** Opens a page in a fresh context (a cold HTTP cache) and lists the JS and CSS it downloads until the network is idle. */
async function fetchedBy(browser: Browser, appUrl: string, target: PlayerPage, session: Session | undefined): Promise<FetchedPage> {
  const context = await browser.newContext(session ? { storageState: session } : {});
  const page = await context.newPage();
  const recorder = await recordFirestoreTraffic(page, { sessionsOnly: true });
  try {
    const files: Promise<FetchedFile | undefined>[] = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      files.push(
        (async () => {
          const response = await request.response();
          if (!response) return undefined;
          const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
          return { path: new URL(request.url()).pathname, type, transferred: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length };
        })(),
      );
    });
    await page.goto(`${appUrl}${target.path}`);
    const idle = await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).then(
      () => true,
      () => false,
    );
    return {
      path: target.path,
      who: target.who,
      landedOn: new URL(page.url()).pathname,
      files: (await Promise.all(files)).filter((file): file is FetchedFile => file !== undefined),
      idle,
    };
  } finally {
    await context.close();
    await endListenSessions(await recorder.channelRequests());
  }
}

/** Each page a player sees, opened as its player in a fresh context. */
async function fetchedByPlayerPages(appUrl: string, pages: PlayerPage[], log: (line: string) => void): Promise<FetchedPage[]> {
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    const sessions = new Map<Who, Session>();
    const fetched: FetchedPage[] = [];
    for (const target of pages) {
      log(`  ${target.path} (${whoText(target.who)}): JS and CSS until the network is idle…`);
      const demo = demoAccountOf(target.who);
      if (demo) {
        const session = sessions.get(target.who) ?? (await signedInSession(browser, appUrl, demo));
        sessions.set(target.who, session);
        fetched.push(await fetchedBy(browser, appUrl, target, session));
      } else if (target.who === 'new player') {
        const player = await createBenchPlayer('bundle');
        try {
          fetched.push(await fetchedBy(browser, appUrl, target, await signedInSession(browser, appUrl, player)));
        } finally {
          await player.remove();
        }
      } else {
        fetched.push(await fetchedBy(browser, appUrl, target, undefined));
      }
    }
    return fetched;
  } finally {
    await browser.close();
  }
}

const distDir = `${repoRoot}/web/dist`;

/** Which build web/dist holds right now (its manifest's hash): the stack serves whatever is there. */
function buildId(): string {
  try {
    return createHash('sha256').update(readFileSync(`${distDir}/.vite/manifest.json`)).digest('hex');
  } catch {
    return 'none';
  }
}

/**
 * The manifest figures and the browser's, of one build: web/dist may be rebuilt meanwhile (by
 * `npm test` or a developer), and the browser then fetches another build's files. The browser
 * pass is repeated (twice at most) until the build was the same before and after it.
 */
export async function measureBundleFigures(appUrl: string, pages: PlayerPage[] = playerPages, log: (line: string) => void = () => undefined): Promise<BundleFigures> {
  for (let attempt = 1; ; attempt += 1) {
    const before = buildId();
    const manifest = measureBundle(distDir, { webRoot: `${repoRoot}/web` });
    const fetched = await fetchedByPlayerPages(appUrl, pages, log);
    const same = buildId() === before;
    if (same || attempt === 3) return { manifest, fetched, rebuiltMeanwhile: !same };
    log(`  web/dist was rebuilt while the pages loaded: once more (${String(attempt + 1)} of 3)…`);
  }
}

const sum = (files: FetchedFile[], pick: (file: FetchedFile) => number) => files.reduce((total, file) => total + pick(file), 0);
const scripts = (page: FetchedPage) => page.files.filter((file) => file.type === 'script');

/** Manifest vs fetched for one page: the files the browser fetched that the manifest's set has not, and the other way round. */
export function compareWithManifest(visit: FirstVisit, page: FetchedPage): { extra: string[]; missing: string[] } {
  const manifestFiles = new Set(visit.js.map((file) => `/${file.file}`));
  const fetchedFiles = new Set(scripts(page).map((file) => file.path));
  return {
    extra: [...fetchedFiles].filter((file) => !manifestFiles.has(file)),
    missing: [...manifestFiles].filter((file) => !fetchedFiles.has(file)),
  };
}

/**
 * One row per first visit: the landing page and each route of the preload table, the manifest's
 * figure, and beside it what the browser fetched for the player's pages of that route. The
 * verdict takes the larger of the two.
 */
function firstVisitRows(manifest: BundleReport, fetched: FetchedPage[], notes: string[]): Row[] {
  const visits = [manifest.firstVisits.landing, ...manifest.firstVisits.routes];
  const pagesOf = new Map<FirstVisit, FetchedPage[]>();
  for (const page of fetched) {
    const visit = firstVisitOf(manifest.firstVisits, page.path);
    if (!visit) {
      notes.push(`${page.path}: no route of the build's preload table matches it, so no manifest figure to compare with.`);
      continue;
    }
    pagesOf.set(visit, [...(pagesOf.get(visit) ?? []), page]);
  }
  return visits.map((visit) => {
    const who = visit.admin ? 'as an admin' : visit.signedIn ? 'signed in' : 'signed out';
    const measuredPages = pagesOf.get(visit) ?? [];
    const fetchedTexts = measuredPages.map((page) => {
      const js = scripts(page);
      const { extra, missing } = compareWithManifest(visit, page);
      if (page.landedOn !== page.path) notes.push(`${page.path} (${whoText(page.who)}) ended on ${page.landedOn}.`);
      if (extra.length > 0) notes.push(`${page.path}: fetched but not in the manifest's first visit: ${extra.join(', ')}.`);
      if (missing.length > 0) notes.push(`${page.path}: in the manifest's first visit but not fetched: ${missing.join(', ')}.`);
      return { gzip: sum(js, (file) => file.gzip), text: `fetched ${page.path === visit.pattern ? '' : `${page.path} `}${kib(sum(js, (file) => file.gzip))} (${String(js.length)} files)` };
    });
    const largest = Math.max(visit.jsTotal.gzip, ...fetchedTexts.map((text) => text.gzip));
    const measured = [`manifest ${kib(visit.jsTotal.gzip)}`, ...fetchedTexts.map((text) => text.text)].join('; ');
    const figure = visit.pattern === '/' ? 'First visit / JS until idle, islands included (signed out), gzip' : `First visit ${visit.pattern} JS (${who}), gzip`;
    const budget = Object.hasOwn(FIRST_VISIT_BUDGETS, visit.pattern) ? FIRST_VISIT_BUDGETS[visit.pattern] : undefined;
    if (!budget) return row(figure, measured, 'no row in FIRST_VISIT_BUDGETS', false);
    // The verdict is the enforced ceiling; the target beside it shows how far the page still has to go.
    const toGo = largest / 1024 - budget.target;
    const target = `<= ${String(budget.ceiling)} KiB (target ${String(budget.target)}${toGo > 0 ? `, ${toGo.toFixed(1)} to go` : ', met'})`;
    return row(figure, measured, target, largest <= budget.ceiling * 1024);
  });
}

export function bundleSection({ manifest, fetched, rebuiltMeanwhile }: BundleFigures): Section {
  const { landing } = manifest;
  const landingPage = fetched.find((page) => page.path === '/');
  const adminFree = manifest.adminInLanding.modules.length === 0;
  const routesLazy = manifest.routesInEntry.length === 0;
  const notes = [
    'Sizes are gzip level 9 (node:zlib) of the files. "Before it is usable" (the ADR 0011 budget of `npm test`) is the entry + landing route + their static imports, from web/dist/.vite/manifest.json. A first visit (the ADR 0011 budgets) is what a fresh browser opening the page by URL fetches until the network is idle: from the manifest, the entry and its static imports, the route module chain of the page (its layouts, from the route preload table in app.html) with their static imports, and the dynamic imports those modules run at load (the app start, the islands; which ones depend on the visitor and the page: DYNAMIC_IMPORT_RULES in scripts/lib/bundle-size.mjs); "fetched" is what Chromium downloaded opening the page, signed in where the player is, until the network was idle (15 s at most: pages with live listeners never go idle).',
  ];
  const rows = [
    row(
      'Landing JS before it is usable (manifest: static imports), gzip',
      kib(landing.staticJsTotal.gzip),
      `<= ${kib(LANDING_JS_BUDGET_BYTES)}`,
      landing.staticJsTotal.gzip <= LANDING_JS_BUDGET_BYTES,
    ),
    ...firstVisitRows(manifest, fetched, notes),
    row('Landing CSS (manifest), gzip', kib(landing.cssTotal.gzip)),
  ];
  if (landingPage) {
    const css = landingPage.files.filter((file) => file.type === 'stylesheet');
    rows.push(
      row('Landing CSS fetched by the browser, gzip', `${kib(sum(css, (file) => file.gzip))} (${String(css.length)} files)`),
      row('Landing JS + CSS on the wire (Brotli)', kib(sum(landingPage.files, (file) => file.transferred))),
    );
  }
  rows.push(
    row('Admin modules in the landing bundle', String(manifest.adminInLanding.modules.length), 'none', adminFree),
    row('Route modules in the entry (not lazy)', String(manifest.routesInEntry.length), 'none', routesLazy),
  );
  if (rebuiltMeanwhile) notes.push('web/dist was rebuilt while the browser fetched the pages, three times in a row: the manifest and fetched figures are of different builds.');
  for (const problem of manifest.firstVisits.problems) notes.push(`First visits: ${problem}.`);
  const deferred = new Map<string, string>();
  for (const visit of [manifest.firstVisits.landing, ...manifest.firstVisits.routes]) for (const { module, why } of visit.deferred) deferred.set(module, why);
  if (deferred.size > 0) notes.push(`Dynamic imports not counted at load: ${[...deferred].map(([module, why]) => `${module} (${why})`).join('; ')}.`);
  notes.push(`What each route module adds to the entry (its chunk and the shared chunks the entry has not loaded), gzip: ${manifest.routes.map((route) => `${route.route.replace('src/app/routes/', '')} ${kib(route.size.gzip)}`).join(', ')}.`);
  if (!adminFree) notes.push(`Admin code on the landing page: ${manifest.adminInLanding.modules.join(', ')}.`);
  if (!routesLazy) notes.push(`Routes in the entry: ${manifest.routesInEntry.join(', ')}.`);
  return { title: 'Bundle', rows, notes };
}
