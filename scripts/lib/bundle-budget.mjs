// @ts-check
// The `bundle budget` suite of `npm test`: a deterministic size check of the production web
// build. It fails when the landing page's JavaScript grows past its budget, when admin code
// reaches the landing page, or when a route module is bundled into the entry instead of loading
// on demand. Speed figures (Lighthouse, latency) live in `npm run bench`, never here.
// It also checks what a first visit of each page fetches (the landing page with its islands,
// every other route with its layouts and what they load at once: bundle-size.mjs,
// measureFirstVisits) against the page's row of FIRST_VISIT_BUDGETS (ADR 0011).
// It also checks what Hosting would serve from the build: no source maps, and no inline script
// that firebase.json's Content-Security-Policy would block.
import { rmSync } from 'node:fs';
import { bold, green, red, yellow } from './console.mjs';
import { kib, LANDING_JS_BUDGET_BYTES, LANDING_ROUTE, measureBundle, readManifest } from './bundle-size.mjs';
import { contentSecurityPolicy, inlineScriptsOutsidePolicy, readHostingConfig, servedSourceMaps } from './hosting-policy.mjs';
import { repoRoot, run, webBuildEnv } from './processes.mjs';

/**
 * Whether a first visit over its ceiling fails the suite (ADR 0011). While false the
 * suite prints the figures and their verdicts without failing.
 */
export const ENFORCE_FETCHED_BUDGETS = true;

/**
 * The budget of one page's first visit: its JavaScript until the network is idle, KiB gzip level 9.
 * @typedef {object} RouteBudget
 * @property {number} target ADR 0011's goal for the page
 * @property {number} ceiling what the suite enforces: the target once the page meets it; until
 *   then the page's figure when the ceiling was last set plus at most 2 KiB. A ratchet: a change
 *   may only lower it (toward the target), never raise it (docs/BENCHMARKS.md, "Budgets").
 */

/**
 * Every page of the bundle report, by its pattern as the report prints it (parameters as
 * `:param`). A page the report has and this table has not fails the suite: a new route gets
 * its row when it is added.
 * @type {Record<string, RouteBudget>}
 */
export const FIRST_VISIT_BUDGETS = {
  // Public pages: prerendered, the landing page with its catalogue island.
  '/': { target: 170, ceiling: 170 },
  '/login': { target: 170, ceiling: 170 },
  '/pricing': { target: 170, ceiling: 170 },
  '/signUp': { target: 170, ceiling: 170 },
  '/certificates/:param': { target: 210, ceiling: 210 },
  // A player's pages.
  '/quizzes': { target: 210, ceiling: 210 },
  '/payment': { target: 210, ceiling: 210 },
  '/review/:param/:param': { target: 210, ceiling: 210 },
  '/leaderboard/:param': { target: 210, ceiling: 210 },
  '/dashboard': { target: 210, ceiling: 210 },
  '/dashboard/addReview': { target: 210, ceiling: 210 },
  '/dashboard/myPayments': { target: 210, ceiling: 210 },
  '/dashboard/myResults': { target: 210, ceiling: 210 },
  '/startQuiz/:param': { target: 225, ceiling: 225 },
  '/profile': { target: 225, ceiling: 225 },
  '/profile/address': { target: 225, ceiling: 225 },
  '/profile/education': { target: 225, ceiling: 225 },
  '/profile/important_links': { target: 225, ceiling: 225 },
  // Admin pages: they keep live tables (ADR 0011: at most 300 KiB).
  '/dashboard/paymentLists': { target: 300, ceiling: 300 },
  '/dashboard/auditLog': { target: 300, ceiling: 300 },
  '/dashboard/users': { target: 300, ceiling: 300 },
  '/dashboard/addQuiz': { target: 300, ceiling: 300 },
  '/dashboard/manageQuizzes': { target: 300, ceiling: 300 },
  '/dashboard/quizDetails/:param': { target: 300, ceiling: 300 },
  '/dashboard/itemAnalysis/:param': { target: 300, ceiling: 300 },
  '/dashboard/editQuiz/:param': { target: 300, ceiling: 300 },
  '/user/:param': { target: 300, ceiling: 300 },
};

/** A ceiling above a page's figure by more than this can come down (the suite says so). */
export const CEILING_HEADROOM_KIB = 2;

/**
 * @typedef {object} FetchedBudgetCheck
 * @property {string} pattern
 * @property {string} route
 * @property {boolean} signedIn
 * @property {boolean} admin
 * @property {number} gzip the first visit's JS, gzip bytes
 * @property {RouteBudget | undefined} budget the page's row (KiB), undefined when it has none
 * @property {boolean} ok within its ceiling (never without a row)
 * @property {number | undefined} lowerCeilingTo a lower ceiling the page now allows (KiB), when
 *   its figure is more than CEILING_HEADROOM_KIB under the ceiling and the ceiling is above target
 */

/**
 * Each first visit against its row of `budgets`: over its ceiling, or without a row, fails. Not
 * ok either when no route could be measured. Rows of pages the report has not are problems
 * (a route renamed or removed: drop its row), as are the report's own.
 * @param {import('./bundle-size.mjs').FirstVisits} visits
 * @param {Record<string, RouteBudget>} [budgets]
 * @returns {{ ok: boolean, checks: FetchedBudgetCheck[], problems: string[] }}
 */
export function checkFetchedBudgets(visits, budgets = FIRST_VISIT_BUDGETS) {
  const checks = [visits.landing, ...visits.routes].map((visit) => {
    const budget = Object.hasOwn(budgets, visit.pattern) ? budgets[visit.pattern] : undefined;
    const gzip = visit.jsTotal.gzip;
    const ok = budget !== undefined && gzip <= budget.ceiling * 1024;
    const lower = budget && Math.max(budget.target, Math.ceil(gzip / 1024) + 1);
    return {
      pattern: visit.pattern,
      route: visit.route,
      signedIn: visit.signedIn,
      admin: visit.admin,
      gzip,
      budget,
      ok,
      lowerCeilingTo: budget && lower !== undefined && budget.ceiling - gzip / 1024 > CEILING_HEADROOM_KIB && lower < budget.ceiling ? lower : undefined,
    };
  });
  const measured = new Set(checks.map((check) => check.pattern));
  const problems = [
    ...visits.problems,
    ...checks.filter((check) => !check.budget).map((check) => `${check.pattern} has no row in FIRST_VISIT_BUDGETS (scripts/lib/bundle-budget.mjs): add one`),
    ...Object.keys(budgets)
      .filter((pattern) => !measured.has(pattern))
      .map((pattern) => `FIRST_VISIT_BUDGETS has a row for ${pattern}, which the build has no page for: remove it`),
  ];
  return { ok: checks.every((check) => check.ok) && visits.routes.length > 0, checks, problems };
}

/**
 * The most JavaScript files a first visit of a page may fetch (ADR 0011, "fewer and larger
 * chunks"): the Hosting emulator speaks HTTP/1.1, so a phone fetches six files at a time and
 * every further six cost a round trip (150 ms on Lighthouse's slow 4G). A ratchet at the most
 * any page of the kind fetched when it was set: lower it as pages consolidate; raise it only for a
 * split that removes a long task, measured (docs/decisions/0009-bundle-diet.md, "Chunks"). Raised by one for
 * React's own chunk (vite.config.ts), which lets the app module evaluate without the app stage's
 * chunk: that was one 60-80 ms task at 4x on every signed-in page.
 */
export const FIRST_VISIT_FILE_CEILINGS = { signedOut: 41, signedIn: 65, admin: 79 };

/**
 * Each first visit's count of JS files against its kind's ceiling (FIRST_VISIT_FILE_CEILINGS).
 * @param {import('./bundle-size.mjs').FirstVisits} visits
 * @param {typeof FIRST_VISIT_FILE_CEILINGS} [ceilings]
 * @returns {{ ok: boolean, most: { signedOut: number, signedIn: number, admin: number }, over: { pattern: string, files: number, ceiling: number }[] }}
 */
export function checkFileCounts(visits, ceilings = FIRST_VISIT_FILE_CEILINGS) {
  const most = { signedOut: 0, signedIn: 0, admin: 0 };
  const over = [];
  for (const visit of [visits.landing, ...visits.routes]) {
    const kind = visit.admin ? 'admin' : visit.signedIn ? 'signedIn' : 'signedOut';
    const files = visit.js.length;
    most[kind] = Math.max(most[kind], files);
    if (files > ceilings[kind]) over.push({ pattern: visit.pattern, files, ceiling: ceilings[kind] });
  }
  return { ok: over.length === 0, most, over };
}

/** Where the suite builds the web app when no stack suite has built web/dist already. */
const ownBuildDir = `${repoRoot}/test-results/bundle-budget/dist`;

/**
 * Builds the web app as `npm start` does (mode `emulator`), into a folder of its own: web/dist
 * may be what a running stack serves, and replacing its chunks would break open pages.
 * @returns {Promise<number>} the build's exit code
 */
function buildOwnCopy() {
  rmSync(ownBuildDir, { recursive: true, force: true });
  return run(
    'npm',
    ['run', 'build', '--silent', '-w', 'web', '--', '--mode', 'emulator', '--logLevel', 'warn', '--outDir', ownBuildDir, '--emptyOutDir'],
    { env: webBuildEnv({ storage: false }) },
  );
}

/**
 * @param {boolean} ok
 * @param {string} text
 */
const check = (ok, text) => {
  console.log(`  ${ok ? green('✔') : red('✖')} ${text}`);
  return ok;
};

/**
 * What Hosting would serve from the build: source maps publish the app's source, and an inline
 * script that the Content-Security-Policy does not allow by hash would not run.
 * @param {string} distDir
 */
function hostingChecks(distDir) {
  const maps = servedSourceMaps(distDir);
  const blocked = inlineScriptsOutsidePolicy(distDir, contentSecurityPolicy(readHostingConfig()));
  return [
    check(
      maps.length === 0,
      maps.length === 0
        ? 'no source map is served (none in the build, no sourceMappingURL)'
        : `source maps would be served (${maps.length}): ${maps.slice(0, 4).join(', ')}${maps.length > 4 ? ', …' : ''}`,
    ),
    check(
      blocked.length === 0,
      blocked.length === 0
        ? 'every inline script of the pages is allowed by the Content-Security-Policy'
        : `inline scripts the Content-Security-Policy blocks (add their hash to script-src in firebase.json, or move them to a file): ${blocked.map(({ file, hash }) => `${file} ${hash}`).join(', ')}`,
    ),
  ];
}

/** The app's chunks, by their manifest keys. */
const APP_CHUNKS = /^(_app-(?!shell-)[\w-]+\.js|_start-app-[\w-]+\.js|src\/app\/start-app\.tsx)$/;

/**
 * What paints before the app starts (web/src/main.tsx), by its manifest keys: /quizzes' early first
 * row, /startQuiz's early start and first question, /profile's early read of the user's record.
 */
const EARLY_PAINTS = [
  { name: "/quizzes' early first row (features/quizzes/lib/early-first-row.ts)", chunk: /^(_early-first-row-[\w-]+\.js|src\/features\/quizzes\/lib\/early-first-row\.ts)$/ },
  { name: "/startQuiz's early start (features/quiz-taking/api/early-quiz-start.ts)", chunk: /^(_early-quiz-start-[\w-]+\.js|src\/features\/quiz-taking\/api\/early-quiz-start\.ts)$/ },
  { name: "/profile's early read (features/profile/api/early-profile-read.ts)", chunk: /^(_early-profile-read-[\w-]+\.js|src\/features\/profile\/api\/early-profile-read\.ts)$/ },
];

/**
 * /quizzes' first row and /startQuiz's first question paint from the entry before the app starts
 * (web/src/main.tsx): a static import of a module in the app's chunk (the route paths, the shared
 * constants…) would fetch and evaluate the whole app first, and the paint would wait for it.
 * @param {string} distDir
 */
function earlyPaintChecks(distDir) {
  const manifest = readManifest(distDir);
  return EARLY_PAINTS.map(({ name, chunk }) => {
    const start = Object.keys(manifest).find((key) => chunk.test(key));
    /** @type {Set<string>} */
    const closure = new Set();
    const visit = (/** @type {string} */ key) => {
      if (closure.has(key)) return;
      closure.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    if (start) visit(start);
    const app = [...closure].filter((key) => APP_CHUNKS.test(key));
    return check(
      start !== undefined && app.length === 0,
      !start
        ? `no chunk for ${name} in the manifest`
        : app.length === 0
          ? `${name} imports nothing of the app's chunk (it paints before the app starts)`
          : `${name} imports the app's chunk (${app.join(', ')}): move what it needs out of the app's static imports`,
    );
  });
}

/**
 * No page fetches more JS files than its kind's ceiling (checkFileCounts).
 * @param {import('./bundle-size.mjs').BundleReport} report
 */
function fileCountCheck(report) {
  const { ok, most, over } = checkFileCounts(report.firstVisits);
  const ceilings = FIRST_VISIT_FILE_CEILINGS;
  return check(
    ok,
    ok
      ? `JS files of a first visit within their ceilings: at most ${String(most.signedOut)} signed out (${String(ceilings.signedOut)}), ${String(most.signedIn)} signed in (${String(ceilings.signedIn)}), ${String(most.admin)} as an admin (${String(ceilings.admin)})`
      : `pages fetch more JS files than their ceiling (FIRST_VISIT_FILE_CEILINGS): ${over.map(({ pattern, files, ceiling }) => `${pattern} ${String(files)} > ${String(ceiling)}`).join(', ')}`,
  );
}

/** KiB with one decimal, no unit. @param {number} value */
const kibNumber = (value) => value.toFixed(1);

/**
 * Prints each first visit's JS against its ceiling and target (checkFetchedBudgets) and answers
 * the suite's checks: one per page when `enforce`, none otherwise (the verdicts are printed all
 * the same, marked as not enforced).
 * @param {import('./bundle-size.mjs').BundleReport} report
 * @param {{ enforce?: boolean, budgets?: Record<string, RouteBudget>, log?: (line: string) => void }} [options]
 * @returns {{ checks: boolean[], summary: string }}
 */
export function fetchedBudgetChecks(report, { enforce = ENFORCE_FETCHED_BUDGETS, budgets = FIRST_VISIT_BUDGETS, log = console.log } = {}) {
  const { ok, checks, problems } = checkFetchedBudgets(report.firstVisits, budgets);
  log(
    `  First visit of each page, JS the browser fetches until the network is idle (entry + route modules + static imports + dynamic imports run at load), KiB gzip level 9, against its ceiling (enforced) and ADR 0011's target${enforce ? '' : ` ${yellow('(not enforced: ENFORCE_FETCHED_BUDGETS in scripts/lib/bundle-budget.mjs)')}`}:`,
  );
  log(`    ${'figure'.padStart(7)}  ${'ceiling'.padStart(7)}  ${'target'.padStart(6)}  ${'over target'.padStart(11)}  verdict  page`);
  for (const problem of problems) log(`    ${yellow('!')} ${problem}`);
  for (const check of checks) {
    const who = check.admin ? 'as an admin' : check.signedIn ? 'signed in' : 'signed out';
    const figure = check.gzip / 1024;
    const { budget } = check;
    const overTarget = budget ? (figure <= budget.target ? 'met' : `+${kibNumber(figure - budget.target)}`) : '?';
    const verdict = check.ok ? green('ok'.padEnd(7)) : red((budget ? 'OVER' : 'NO ROW').padEnd(7));
    const hint = check.lowerCeilingTo !== undefined ? yellow(`  (its ceiling can come down to ${String(check.lowerCeilingTo)})`) : '';
    log(
      `    ${kibNumber(figure).padStart(7)}  ${(budget ? String(budget.ceiling) : '?').padStart(7)}  ${(budget ? String(budget.target) : '?').padStart(6)}  ${overTarget.padStart(11)}  ${verdict}  ${check.pattern}  (${check.route.replace('src/app/routes/', '')}, ${who})${hint}`,
    );
  }
  const over = checks.filter((check) => !check.ok);
  const atTarget = checks.filter((check) => check.budget && check.gzip <= check.budget.target * 1024);
  const toGo = checks.reduce((sum, check) => sum + (check.budget ? Math.max(0, check.gzip / 1024 - check.budget.target) : 0), 0);
  const summary = `fetched: ${String(over.length)} of ${String(checks.length)} pages over their ceiling${enforce ? '' : ' (not enforced)'}, ${String(atTarget.length)} at their target, ${kibNumber(toGo)} KiB to go in all`;
  if (!enforce) return { checks: [], summary };
  const suiteChecks = checks.map((check) => check.ok);
  if (report.firstVisits.routes.length === 0) suiteChecks.push(false);
  log(`  ${ok ? green('✔') : red('✖')} ${summary}`);
  return { checks: suiteChecks, summary };
}

/**
 * Runs the suite. `distDir` is a finished build (web/dist after buildForEmulators); without it
 * the suite builds its own copy first.
 * @param {{ distDir?: string }} [options]
 * @returns {Promise<import('./suites.mjs').SuiteResult>}
 */
export async function runBundleBudget({ distDir } = {}) {
  console.log(`\n${bold('▶ bundle budget')}`);
  const started = Date.now();
  /** @param {boolean[]} checks @param {string} note */
  const result = (checks, note) => {
    const failed = checks.filter((ok) => !ok).length;
    return /** @type {import('./suites.mjs').SuiteResult} */ ({
      name: 'bundle budget',
      status: failed === 0 ? 'passed' : 'failed',
      seconds: (Date.now() - started) / 1000,
      counts: { passed: checks.length - failed, failed, skipped: 0 },
      note,
    });
  };

  if (!distDir) {
    console.log(`  building the web app into ${ownBuildDir.replace(`${repoRoot}/`, '')}…`);
    if ((await buildOwnCopy()) !== 0) return result([false], 'the web build failed');
  }
  const dir = distDir ?? ownBuildDir;
  const report = measureBundle(dir, { webRoot: `${repoRoot}/web` });
  const { landing } = report;

  console.log(`  Landing page before it is usable (entry + ${LANDING_ROUTE} and their static imports), gzip level 9:`);
  console.log(`    JS  ${kib(landing.staticJsTotal.gzip).padStart(10)}  (budget ${kib(LANDING_JS_BUDGET_BYTES)})`);
  console.log(`    then, in parallel with the first paint, the Firebase islands: ${landing.islands.join(', ') || 'none'}`);
  console.log(`    JS  ${kib(landing.jsTotal.gzip).padStart(10)}  with them (${landing.js.length} files, ${kib(landing.jsTotal.bytes)} uncompressed)`);
  console.log(`    CSS ${kib(landing.cssTotal.gzip).padStart(10)}  (${landing.css.length} files)`);
  for (const file of [...landing.js, ...landing.css].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
    console.log(`      ${kib(file.gzip).padStart(10)}  ${file.file}`);
  }
  console.log('  Route modules (what each adds to the entry, gzip):');
  for (const route of report.routes) {
    console.log(`    ${kib(route.size.gzip).padStart(10)}  ${route.route.replace('src/app/routes/', '')}`);
  }

  // The budget is for what the page needs before it shows and responds: its prerendered HTML
  // paints before any script, and the islands (sign-in state, quiz catalogue) arrive after.
  const jsOk = landing.staticJsTotal.gzip <= LANDING_JS_BUDGET_BYTES;
  const checks = [
    check(jsOk, `landing JS before the islands ${kib(landing.staticJsTotal.gzip)} gzip, budget ${kib(LANDING_JS_BUDGET_BYTES)}`),
    check(
      report.adminInLanding.modules.length === 0,
      report.adminInLanding.modules.length === 0
        ? `no admin code in the landing bundle (checked with the ${report.adminInLanding.checkedWith})`
        : `admin code in the landing bundle: ${report.adminInLanding.modules.join(', ')}`,
    ),
    check(
      report.routesInEntry.length === 0,
      report.routesInEntry.length === 0
        ? `every route loads on demand (${report.routes.length} route modules, none in the entry)`
        : `route modules bundled into the entry: ${report.routesInEntry.join(', ')}`,
    ),
    ...hostingChecks(dir),
    ...earlyPaintChecks(dir),
    fileCountCheck(report),
  ];
  const fetched = fetchedBudgetChecks(report);
  checks.push(...fetched.checks);
  return result(checks, `landing JS ${kib(landing.staticJsTotal.gzip)} / ${kib(LANDING_JS_BUDGET_BYTES)} gzip (+ islands: ${kib(landing.jsTotal.gzip)}); ${fetched.summary}`);
}
