// @ts-check
// `npm test`: typecheck, lint and the build while the unit tests run alongside, then the
// emulator integration tests and the browser tests inside one `firebase emulators:exec`.
// Prints a summary per suite; exits non-zero on any failure. `--only <suite,...>` (typecheck, lint, unit, bundle, emulator, e2e) runs a subset.
// `--reuse <file…>` (`npm run test:one -- <file…>`) reruns emulator or browser test files against
// the stack `npm start` runs (scripts/lib/running-stack.mjs) instead of starting one.
// The output of the build, the emulators and the test runners goes to test-results/logs/; the
// console gets a line per suite, and a failed suite's details with the end of the relevant logs.
// `bundle` is the bundle budget (scripts/lib/bundle-budget.mjs): it measures the web build that
// the stack suites use, or builds its own copy when it runs without them.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { bold, info, note, red, runMain, say, SetupError } from './lib/console.mjs';
import { emulatorClientEnv, planEmulators } from './lib/emulators.mjs';
import { runBundleBudget } from './lib/bundle-budget.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { ensureLocalSecrets } from './lib/local-secrets.mjs';
import { bin, buildForEmulators, repoRoot } from './lib/processes.mjs';
import { openLog, readLines, shortPath } from './lib/logs.mjs';
import { runAgainstRunningStack } from './lib/running-stack.mjs';
import { printEmulatorLogTail, printLogBlock, printSummary, resultsDir, runEmulatorStack, runSuite, runVitest } from './lib/suites.mjs';

const ALL_SUITES = ['typecheck', 'lint', 'unit', 'bundle', 'emulator', 'e2e'];
const reuseIndex = process.argv.indexOf('--reuse');
const onlyIndex = process.argv.indexOf('--only');
const selected = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : ALL_SUITES;
const unknown = selected.filter((suite) => !ALL_SUITES.includes(suite));

await runMain(async () => {
  if (unknown.length > 0) throw new SetupError(`Unknown suite(s): ${unknown.join(', ')}. Known: ${ALL_SUITES.join(', ')}.`);
  const started = Date.now();
  await ensureDependencies();
  if (reuseIndex >= 0) {
    const results = await runAgainstRunningStack(process.argv.slice(reuseIndex + 1));
    printSummary(results, started);
    process.exitCode = results.every((result) => result.status === 'passed') ? 0 : 1;
    return;
  }
  mkdirSync(resultsDir, { recursive: true });

  /** @type {import('./lib/suites.mjs').SuiteResult[]} */
  const results = [];
  const stackSuites = selected.filter((suite) => suite === 'emulator' || suite === 'e2e');

  // Two lanes at once, since each keeps about one core busy (tsc and ESLint are single-threaded,
  // vitest runs one worker on two cores). Without the stack suites: the unit tests in one lane,
  // typecheck and lint in the other. With them, the build for the emulators comes first and the
  // stack starts as soon as it is done, while the unit tests, typecheck and lint run one after
  // the other in the second lane: the emulator tests leave most of a core idle. Suites that run
  // alongside others print their output when they end.
  /** @param {boolean} alongside */
  const runChecks = async (alongside) => {
    const done = [];
    if (selected.includes('typecheck')) done.push(await runSuite('typecheck', 'npm', ['run', '--silent', 'typecheck'], { alongside }));
    if (selected.includes('lint')) done.push(await runSuite('lint', 'npm', ['run', '--silent', 'lint'], { alongside }));
    return done;
  };
  const runUnit = (/** @type {boolean} */ alongside) => runVitest(['unit', 'unit:web', 'unit:web-mocked'], undefined, { alongside });
  /** @type {Promise<import('./lib/suites.mjs').SuiteResult[]> | undefined} */
  let checksLane;
  /** @type {Promise<import('./lib/suites.mjs').SuiteResult> | undefined} */
  let unitLane;
  const checks = [];
  if (stackSuites.length > 0) {
    checksLane = (async () => {
      const unit = selected.includes('unit') ? [await runUnit(true)] : [];
      return [...(await runChecks(true)), ...unit];
    })();
  } else {
    const otherLaneWork = ['typecheck', 'lint', 'bundle'].some((suite) => selected.includes(suite));
    const unitAlongside = selected.includes('unit') && otherLaneWork;
    unitLane = selected.includes('unit') ? runUnit(unitAlongside) : undefined;
    checks.push(...(await runChecks(unitAlongside)));
  }

  /** @type {Awaited<ReturnType<typeof planEmulators>> | undefined} */
  let plan;
  /** @type {import('./lib/suites.mjs').SuiteResult | undefined} */
  let bundle;
  if (selected.includes('bundle') && stackSuites.length === 0) bundle = await runBundleBudget();
  if (stackSuites.length > 0) {
    plan = await planEmulators();
    for (const line of plan.notes) note(line);
    ensureLocalSecrets();
    const buildLog = openLog('build.log');
    info(`Building the functions and the web app for the emulators (output in ${shortPath(buildLog.file)})…`);
    try {
      await buildForEmulators({ web: true, plan, lines: buildLog.writeLine });
    } catch (error) {
      buildLog.close();
      printLogBlock(`the build's output (${shortPath(buildLog.file)})`, readLines(buildLog.file).slice(-200));
      throw error;
    }
    buildLog.close();
    if (selected.includes('bundle')) bundle = await runBundleBudget({ distDir: `${repoRoot}/web/dist` });
  }
  results.push(...checks);
  if (unitLane) {
    if (checks.length > 0 || bundle) info('Waiting for the unit tests…');
    results.push(await unitLane);
  }
  if (bundle) results.push(bundle);

  /** @type {import('./lib/suites.mjs').SuiteResult[]} */
  const stackResults = [];
  if (plan) {
    const suitesFile = `${resultsDir}/emulator-suites.json`;
    rmSync(suitesFile, { force: true });
    const stack = await runEmulatorStack(
      bin('firebase'),
      [
        ...plan.firebaseArgs,
        'emulators:exec',
        // The emulators' log keeps warnings and errors; at INFO it would add lines per function call.
        '--log-verbosity',
        'QUIET',
        '--only',
        plan.only.join(','),
        'node scripts/test-in-emulators.mjs',
      ],
      {
        ...process.env,
        ...plan.env,
        ...emulatorClientEnv(),
        QUIZMASTER_SUITES: stackSuites.join(','),
        STORAGE_EMULATOR_AVAILABLE: String(plan.storage),
      },
    );
    if (existsSync(suitesFile)) {
      /** @type {import('./lib/suites.mjs').SuiteResult[]} */
      const ran = JSON.parse(readFileSync(suitesFile, 'utf8'));
      stackResults.push(...ran);
      if (ran.some((result) => result.status !== 'passed')) printEmulatorLogTail(stack.log);
    } else {
      // The stack itself failed (it did not start, or the runner crashed).
      printEmulatorLogTail(stack.log);
      stackResults.push({
        name: 'emulator stack',
        status: 'failed',
        seconds: stack.seconds,
        counts: undefined,
        note: `the emulators did not run the suites; see ${shortPath(stack.log)}`,
      });
    }
  }

  if (checksLane) {
    info('Waiting for the checks that ran alongside the stack…');
    results.push(...(await checksLane));
  }
  results.push(...stackResults);

  printSummary(results, started);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const failed = results.some((result) => result.status !== 'passed');
  say(failed ? red(bold(`\nTests failed (${minutes} min).`)) : bold(`\nAll suites passed (${minutes} min).`));
  process.exitCode = failed ? 1 : 0;
});
