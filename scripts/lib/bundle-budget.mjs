// @ts-check
// The `bundle budget` suite of `npm test`: a deterministic size check of the production web
// build. It fails when the landing page's JavaScript grows past its budget, when admin code
// reaches the landing page, or when a route module is bundled into the entry instead of loading
// on demand. Speed figures (Lighthouse, latency) live in `npm run bench`, never here.
// It also prints (and, once ENFORCE_FETCHED_BUDGETS is on, checks) issue 16's budgets on what a
// first visit of each page fetches: the landing page with its islands, every other route with
// its layouts and what they load at once (scripts/lib/bundle-size.mjs, measureFirstVisits).
// It also checks what Hosting would serve from the build: no source maps, and no inline script
// that firebase.json's Content-Security-Policy would block.
import { rmSync } from 'node:fs';
import { bold, green, red, yellow } from './console.mjs';
import { checkFetchedBudgets, kib, LANDING_JS_BUDGET_BYTES, LANDING_ROUTE, measureBundle } from './bundle-size.mjs';
import { contentSecurityPolicy, inlineScriptsOutsidePolicy, readHostingConfig, servedSourceMaps } from './hosting-policy.mjs';
import { repoRoot, run, webBuildEnv } from './processes.mjs';

/**
 * Issue 16 item 2: whether the fetched-set budgets (the landing page's JS until the network is
 * idle <= 170 KiB gzip, every other route's first visit <= 200 KiB) fail the suite. While false
 * the suite prints the figures and their verdicts without failing: the figures are above budget
 * while the app is being slimmed down. Set it to true once they are met.
 */
export const ENFORCE_FETCHED_BUDGETS = false;

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

/**
 * Prints each first visit's JS against its budget (bundle-size.mjs, checkFetchedBudgets) and
 * answers the suite's checks: one per page when `enforce`, none otherwise (the verdicts are
 * printed all the same, marked as not enforced).
 * @param {import('./bundle-size.mjs').BundleReport} report
 * @param {{ enforce?: boolean, log?: (line: string) => void }} [options]
 * @returns {{ checks: boolean[], summary: string }}
 */
export function fetchedBudgetChecks(report, { enforce = ENFORCE_FETCHED_BUDGETS, log = console.log } = {}) {
  const { ok, checks, problems } = checkFetchedBudgets(report.firstVisits);
  log(
    `  First visit of each page, JS the browser fetches until the network is idle (entry + route modules + static imports + dynamic imports run at load), gzip level 9${enforce ? '' : ` ${yellow('(not enforced yet: ENFORCE_FETCHED_BUDGETS in scripts/lib/bundle-budget.mjs)')}`}:`,
  );
  for (const problem of problems) log(`    ${yellow('!')} ${problem}`);
  const verdict = (/** @type {boolean} */ met) => (met ? green('met') : red('MISSED'));
  for (const check of checks) {
    const who = check.admin ? 'as an admin' : check.signedIn ? 'signed in' : 'signed out';
    log(`    ${kib(check.gzip).padStart(10)} / ${kib(check.budget).padEnd(10)} ${verdict(check.ok).padEnd(15)} ${check.pattern}  (${check.route.replace('src/app/routes/', '')}, ${who})`);
  }
  const missed = checks.filter((check) => !check.ok);
  const worstRoute = checks.slice(1).sort((a, b) => b.gzip - a.gzip)[0];
  const landing = checks[0];
  const summary = `fetched: landing ${landing ? kib(landing.gzip) : '?'} / ${landing ? kib(landing.budget) : '?'}, largest route ${worstRoute ? `${worstRoute.pattern} ${kib(worstRoute.gzip)}` : 'none measured'}; ${String(missed.length)} of ${String(checks.length)} over budget${enforce ? '' : ' (not enforced)'}`;
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
  ];
  const fetched = fetchedBudgetChecks(report);
  checks.push(...fetched.checks);
  return result(checks, `landing JS ${kib(landing.staticJsTotal.gzip)} / ${kib(LANDING_JS_BUDGET_BYTES)} gzip (+ islands: ${kib(landing.jsTotal.gzip)}); ${fetched.summary}`);
}
