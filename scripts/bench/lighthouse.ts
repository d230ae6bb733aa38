/**
 * Lighthouse 12 with its default (mobile) configuration: a Moto G Power-sized screen, simulated
 * slow 4G and a 4x slower CPU. Three runs per page in the system Chromium; the median run by
 * performance score is reported, and its JSON and HTML reports are kept for reading.
 *
 * `/quizzes` needs a signed-in player: the demo player signs in through the login page in the
 * same Chrome first. Lighthouse's storage reset clears the HTTP cache, service workers and Cache
 * Storage before each run but not IndexedDB (its default `clearStorageTypes`), so every run is a
 * cold load that still finds the Firebase Auth session.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { demoAccounts } from '../seed/demo-accounts';
import { chromiumFlags, chromiumPath, signInThroughLoginPage } from './browser';
import { benchResultsDir, row, type Section } from './results';
import { ensureDemoData } from './stack';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface LighthousePage {
  path: string;
  signedIn: boolean;
}

export const lighthousePages: LighthousePage[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/quizzes', signedIn: true },
];

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  detail: string;
}

export interface LighthouseFigures {
  path: string;
  signedIn: boolean;
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
  reports: { json: string; html: string };
  warnings: string[];
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

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
 * Makes sure the demo player is signed in inside the Chrome that Lighthouse drives, then lets go
 * of it. Checked before every run: other runs on the shared stack may reset the Auth emulator,
 * which ends the session.
 */
async function ensureDemoPlayerSignedIn(port: number, appUrl: string, path: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default browser context');
    const page = await context.newPage();
    const staysOnPage = async () => {
      await page.goto(`${appUrl}${path}`);
      // A signed-out visitor is sent to /login once Auth has read its (empty) session: give it time.
      await page.waitForURL((url) => url.pathname !== path, { timeout: 4000 }).catch(() => undefined);
      return new URL(page.url()).pathname === path;
    };
    if (!(await staysOnPage())) {
      // Another run may have emptied the emulators: bring the demo player back first.
      await ensureDemoData();
      await signInThroughLoginPage(page, appUrl, demoAccounts.player);
      if (!(await staysOnPage())) throw new Error(`After signing in, ${path} went to ${page.url()}`);
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

async function lighthouseRun(port: number, appUrl: string, page: LighthousePage): Promise<Result> {
  if (page.signedIn) await ensureDemoPlayerSignedIn(port, appUrl, page.path);
  const result = await lighthouse(`${appUrl}${page.path}`, { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.message}`);
  const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
  if (landedOn !== page.path) throw new Error(`Lighthouse measured ${landedOn} instead of ${page.path} (signed out?)`);
  return lhr;
}

async function measurePage(appUrl: string, page: LighthousePage, log: (line: string) => void): Promise<LighthouseFigures> {
  const chrome = await launchChrome();
  try {
    const runs: Result[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      let lhr: Result;
      try {
        lhr = await lighthouseRun(chrome.port, appUrl, page);
      } catch (error) {
        // The shared stack's web/dist is rebuilt now and then; a page caught mid-rebuild 404s.
        log(`    run ${String(run)} failed (${error instanceof Error ? error.message : String(error)}); once more`);
        await new Promise((resolve) => setTimeout(resolve, 5000));
        lhr = await lighthouseRun(chrome.port, appUrl, page);
      }
      log(`    run ${String(run)}: performance ${String(score(lhr, 'performance'))}, LCP ${String(Math.round(numeric(lhr, 'largest-contentful-paint')))} ms`);
      runs.push(lhr);
    }
    const median = medianRun(runs);
    const slug = page.path === '/' ? 'landing' : page.path.slice(1).replaceAll('/', '-');
    const dir = `${benchResultsDir}/lighthouse`;
    mkdirSync(dir, { recursive: true });
    const reports = { json: `${dir}/${slug}.report.json`, html: `${dir}/${slug}.report.html` };
    writeFileSync(reports.json, JSON.stringify(median, null, 2));
    writeFileSync(reports.html, generateReport(median, 'html'));
    return {
      path: page.path,
      signedIn: page.signedIn,
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
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse for each page, one fresh Chrome per page. */
export async function measureLighthouse(appUrl: string, log: (line: string) => void): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const page of lighthousePages) {
    log(`  Lighthouse ${page.path}${page.signedIn ? ' (signed in as the demo player)' : ''}, ${String(RUNS)} runs…`);
    figures.push(await measurePage(appUrl, page, log));
  }
  return figures;
}

/** Issue 8's targets, on every page. */
export const lighthouseTargets = { performance: 95, accessibility: 100, bestPractices: 95, cls: 0.05 };

export function lighthouseSection(figures: LighthouseFigures[]): Section {
  const rows = figures.flatMap((page) => {
    const name = `${page.path}${page.signedIn ? ' (signed in)' : ''}`;
    return [
      row(`${name} performance`, `${String(page.performance)} (runs ${page.runScores.join(', ')})`, `>= ${String(lighthouseTargets.performance)}`, page.performance >= lighthouseTargets.performance),
      row(`${name} accessibility`, String(page.accessibility), `= ${String(lighthouseTargets.accessibility)}`, page.accessibility >= lighthouseTargets.accessibility),
      row(`${name} best practices`, String(page.bestPractices), `>= ${String(lighthouseTargets.bestPractices)}`, page.bestPractices >= lighthouseTargets.bestPractices),
      row(`${name} LCP`, `${(page.lcpMs / 1000).toFixed(2)} s`),
      row(`${name} TBT`, `${String(Math.round(page.tbtMs))} ms`),
      row(`${name} CLS`, page.cls.toFixed(3), `<= ${String(lighthouseTargets.cls)}`, page.cls <= lighthouseTargets.cls),
    ];
  });
  const notes = [
    'Lighthouse 12, default mobile settings (simulated slow 4G, 4x CPU slowdown), median of 3 runs by performance score, against the build served by the hosting emulator (Brotli-compressed like Firebase Hosting).',
  ];
  for (const page of figures) {
    const failing = [
      ...page.failing.accessibility.map((audit) => `a11y ${audit.id}`),
      ...page.failing.bestPractices.map((audit) => `best-practices ${audit.id}`),
    ];
    if (failing.length > 0) notes.push(`${page.path} fails ${failing.join(', ')}.`);
    const opportunities = page.failing.performance.slice(0, 4).map((audit) => `${audit.id}${audit.detail ? ` (${audit.detail})` : ''}`);
    if (opportunities.length > 0) notes.push(`${page.path} top performance findings: ${opportunities.join(', ')}.`);
  }
  return { title: 'Lighthouse (mobile)', rows, notes };
}

/** The audits to fix, per page, for the console. */
export function printLighthouseFindings(figures: LighthouseFigures[], log: (line: string) => void): void {
  for (const page of figures) {
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
