/**
 * `npm run bench`: measures the production build served by the running emulators (`npm start`)
 * and prints one table of figure | measured | target | verdict:
 *
 *   bundle      landing JS/CSS (gzip) from the Vite manifest; each route's first visit from the
 *               manifest, and as Chromium fetches it on the pages a player sees (signed in where needed)
 *   lighthouse  Lighthouse 12 mobile on every page a player sees (ADR 0011), median of 5, with a
 *               load gate: figures taken above a load average of 1.5 per core are not recorded
 *   interaction ticking an option and pressing Next on a quiz at 4x CPU slowdown (Event Timing, as INP)
 *   reads       Firestore reads per page view (client traffic + the API's read meter)
 *   api         get-single-quiz and submit-quiz latency at concurrency 1/10/50 against a bare
 *               Admin SDK baseline
 *   scale       each page's time, bytes and rows at N = 100 and N = 10,000 users, payments and
 *               results (`--sizes 100,1000` to choose); only with `--only scale` (it seeds 53,000
 *               documents, after which the stack wants a restart)
 *   export      the streamed CSV export of 100,000 results: time, rows, the function's memory
 *   reliability the load test at full size (200 start+submit flows at once, every count exact)
 *               and the fuzzing at 200 requests per endpoint (npm test runs smaller cases)
 *
 * `--only bundle,reads` runs some parts. A full run adds its table to docs/benchmark-results.md (newest
 * first); `--only` runs do so with `--record`, scale runs always, but never a run whose Lighthouse
 * figures were taken above the load limit. Raw results go to test-results/bench/.
 * For quicker tries of the browser parts: `--pages /,/login` (some of the player's pages, for
 * bundle and lighthouse), `--runs 1` (Lighthouse runs per page), `--settle-seconds 0` (no wait
 * for the load average to settle before each Lighthouse page), `--scale-pages /dashboard/myResults` (some
 * of the scale part's pages, by the start of their path).
 * Exit code 1 when a part could not be measured, or when a run meant to be recorded was refused
 * by the load gate; missed targets are shown, not failed.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { bold, green, info, note, red } from '../lib/console.mjs';
import { repoRoot } from '../lib/processes.mjs';
import { apiLatencySection, measureApiLatency } from './api-latency';
import { removeBenchData } from './bench-data';
import { chromiumPath, selectPlayerPages, type PlayerPage } from './browser';
import { bundleSection, measureBundleFigures } from './bundle';
import { exportSection, measureExport } from './export';
import { firestoreReadsSection, measureFirestoreReads } from './firestore-reads';
import { interactionSection, measureInteractions } from './interaction';
import { lighthouseSection, measureLighthouse, printLighthouseFindings } from './lighthouse';
import { addToBenchmarksDoc, markdownSection, printTable, row, saveJson, type Section } from './results';
import { measureReliability, reliabilitySection } from './reliability';
import { measureScale, scaleSection } from './scale';
import { scaleSizes } from './scale-data';
import { appUrl, assertStackRunning, ensureDemoData, functionsApiUrl, StackDownError } from './stack';

const PARTS = ['bundle', 'lighthouse', 'interaction', 'reads', 'api', 'reliability', 'export', 'scale'] as const;
type Part = (typeof PARTS)[number];
const TITLES: Record<Part, string> = {
  bundle: 'Bundle',
  lighthouse: 'Lighthouse (mobile)',
  interaction: 'Interaction (INP)',
  reads: 'Firestore reads per page view',
  api: 'API latency',
  reliability: 'Reliability at full size',
  export: 'CSV export',
  scale: 'Scale: page cost as the data grows',
};
/** Parts a run without --only measures: scale only when asked for. */
const DEFAULT_PARTS: Part[] = ['bundle', 'lighthouse', 'interaction', 'reads', 'api', 'reliability'];

function selectedParts(): Part[] {
  const at = process.argv.indexOf('--only');
  if (at < 0) return [...DEFAULT_PARTS];
  const wanted = (process.argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = wanted.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0 || wanted.length === 0) {
    throw new StackDownError(`Unknown part(s) "${unknown.join(',')}" after --only. Known: ${PARTS.join(', ')}.`);
  }
  return wanted as Part[];
}

/** The value after `--name`, if given. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : (process.argv[at + 1] ?? '');
}

/** A whole number option, at least `min`. */
function countOption(name: string, min: number): number | undefined {
  const value = option(name);
  if (value === undefined) return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < min) throw new StackDownError(`--${name} wants a whole number of at least ${String(min)}, not "${value}".`);
  return count;
}

interface BrowserOptions {
  pages: PlayerPage[];
  runs: number | undefined;
  settleSeconds: number | undefined;
}

function browserOptions(): BrowserOptions {
  const pages = option('pages');
  try {
    return {
      pages: selectPlayerPages(pages?.split(',').filter(Boolean)),
      runs: countOption('runs', 1),
      settleSeconds: countOption('settle-seconds', 0),
    };
  } catch (error) {
    throw new StackDownError(error instanceof Error ? error.message : String(error));
  }
}

const log = (line: string) => {
  console.log(line);
};

/** Where and on what the figures were measured, for the doc. */
function context(parts: Part[], startedAt: Date, seconds: number): string[] {
  const git = (args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
    } catch {
      return '?';
    }
  };
  const dirty = git(['status', '--porcelain', '--', 'web', 'functions', 'shared']) ? ' with uncommitted changes in web/functions/shared' : '';
  const chromium = (() => {
    try {
      return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return chromiumPath;
    }
  })();
  return [
    `Commit ${git(['rev-parse', '--short', 'HEAD'])}${dirty}; parts: ${parts.join(', ')}; ${seconds.toFixed(0)} s.`,
    `Node ${process.version}, ${chromium}; load average at the end ${loadavg().map((load) => load.toFixed(1)).join(' / ')} (${String(cpus().length)} cores: other work on the machine slows Lighthouse and the latency runs).`,
    `Started ${startedAt.toISOString()}.`,
  ];
}

/** Why this run's figures must not go into docs/benchmark-results.md (the Lighthouse load gate). */
let recordingRefusal: string | undefined;

async function measurePart(part: Part, results: Record<string, unknown>, options: BrowserOptions): Promise<Section> {
  switch (part) {
    case 'bundle': {
      const figures = await measureBundleFigures(appUrl, options.pages, log);
      results.bundle = figures;
      return bundleSection(figures);
    }
    case 'lighthouse': {
      const figures = await measureLighthouse(appUrl, log, options);
      results.lighthouse = figures;
      recordingRefusal = figures.refusal;
      printLighthouseFindings(figures, log);
      return lighthouseSection(figures);
    }
    case 'interaction': {
      const figures = await measureInteractions(appUrl, log);
      results.interaction = figures;
      return interactionSection(figures);
    }
    case 'reads': {
      const views = await measureFirestoreReads(appUrl, log);
      results.reads = views;
      return firestoreReadsSection(views);
    }
    case 'api': {
      const figures = await measureApiLatency({ appUrl, functionsUrl: functionsApiUrl }, log);
      results.api = figures;
      return apiLatencySection(figures);
    }
    case 'scale': {
      const figures = await measureScale(appUrl, log);
      results.scale = figures;
      return scaleSection(figures);
    }
    case 'reliability': {
      const figures = await measureReliability(log);
      results.reliability = { ...figures, output: undefined };
      // The tests reset the demo project: the pages (and the next run) want the demo data back.
      await ensureDemoData();
      return reliabilitySection(figures);
    }
    case 'export': {
      const figures = await measureExport(appUrl, log);
      results.export = figures;
      return exportSection(figures);
    }
  }
}

async function main(): Promise<number> {
  const parts = selectedParts();
  const options = browserOptions();
  if (parts.includes('scale')) {
    // A bad --sizes fails before anything runs.
    try {
      scaleSizes();
    } catch (error) {
      throw new StackDownError(error instanceof Error ? error.message : String(error));
    }
  }
  const startedAt = new Date();
  await assertStackRunning();
  const leftovers = await removeBenchData();
  if (leftovers.accounts + leftovers.quizzes > 0) note(`Removed bench data an earlier run left: ${String(leftovers.accounts)} accounts, ${String(leftovers.quizzes)} quizzes.`);
  if (parts.some((part) => part === 'bundle' || part === 'lighthouse' || part === 'interaction' || part === 'reads' || part === 'scale')) {
    if ((await ensureDemoData()) === 'seeded') note('The demo data was missing (emptied by another run): loaded it again.');
  }

  const sections: Section[] = [];
  const results: Record<string, unknown> = {};
  let failures = 0;
  try {
    for (const part of parts) {
      info(`Measuring: ${part}`);
      try {
        sections.push(await measurePart(part, results, options));
      } catch (error) {
        failures += 1;
        const message = error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error);
        console.error(red(`  ${part} could not be measured: ${message}`));
        sections.push({ title: TITLES[part], rows: [row(`${part}: not measured`, 'error', 'measured', false)], notes: [`not measured: ${message}`] });
      }
    }
  } finally {
    const removal = await removeBenchData().then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    if (removal) note(`Bench data not (fully) removed: ${removal}. The next run removes it.`);
  }

  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  printTable(sections);
  const verdicts = sections.flatMap((section) => section.rows).filter((r) => r.verdict !== '');
  const met = verdicts.filter((r) => r.verdict === 'met').length;
  console.log(`\n${bold(`${String(met)} of ${String(verdicts.length)} targets met`)} ${met === verdicts.length ? green('✔') : red('✖')}`);
  saveJson('latest', { startedAt, parts, results });

  // A scale run takes long and its figures are ADR 0014's acceptance figures: always kept.
  const record = !process.argv.includes('--only') || process.argv.includes('--record') || parts.includes('scale');
  if (record && recordingRefusal) {
    // ADR 0011: figures taken on a busy machine say more about the machine than about the app.
    console.error(red(`✖ Not added to docs/benchmark-results.md: ${recordingRefusal}. Run it again on a quiet machine. Raw results in test-results/bench/.`));
    return 1;
  }
  if (record) {
    addToBenchmarksDoc(markdownSection(sections, `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`, context(parts, startedAt, seconds)));
    info('Added this run to docs/benchmark-results.md; raw results in test-results/bench/.');
  } else {
    info(`Not added to docs/benchmark-results.md (an --only run; add --record to keep it${recordingRefusal ? `; it would be refused all the same: ${recordingRefusal}` : ''}). Raw results in test-results/bench/.`);
  }
  return failures === 0 ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof StackDownError) {
    console.error(`${red('✖')} ${error.message}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
