// @ts-check
// `npm test`: typecheck, lint and the build while the unit tests run alongside, then the
// emulator integration tests and the browser tests inside one `firebase emulators:exec`.
// Prints a summary per suite; exits non-zero on any failure. `--only <suite,...>` (typecheck, lint, unit, bundle, emulator, e2e) runs a subset.
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
import { printEmulatorLogTail, printLogBlock, printSummary, resultsDir, runEmulatorStack, runSuite, runVitest } from './lib/suites.mjs';

const ALL_SUITES = ['typecheck', 'lint', 'unit', 'bundle', 'emulator', 'e2e'];
const onlyIndex = process.argv.indexOf('--only');
const selected = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : ALL_SUITES;
const unknown = selected.filter((suite) => !ALL_SUITES.includes(suite));

await runMain(async () => {
  if (unknown.length > 0) throw new SetupError(`Unknown suite(s): ${unknown.join(', ')}. Known: ${ALL_SUITES.join(', ')}.`);
  const started = Date.now();
  await ensureDependencies();
  mkdirSync(resultsDir, { recursive: true });

  /** @type {import('./lib/suites.mjs').SuiteResult[]} */
  const results = [];
  const stackSuites = selected.filter((suite) => suite === 'emulator' || suite === 'e2e');

  // Two lanes at once, since each keeps about one core busy (tsc and ESLint are single-threaded,
  // vitest runs one worker on two cores): the unit tests in one; typecheck, lint and the build
  // for the emulators in the other. Suites that run alongside print their output when they end.
  const otherLaneWork = ['typecheck', 'lint', 'bundle'].some((suite) => selected.includes(suite)) || stackSuites.length > 0;
  const unitAlongside = selected.includes('unit') && otherLaneWork;
  const unitLane = selected.includes('unit') ? runVitest(['unit', 'unit:web', 'unit:web-mocked'], undefined, { alongside: unitAlongside }) : undefined;
  const checks = [];
  if (selected.includes('typecheck')) checks.push(await runSuite('typecheck', 'npm', ['run', '--silent', 'typecheck'], { alongside: unitAlongside }));
  if (selected.includes('lint')) checks.push(await runSuite('lint', 'npm', ['run', '--silent', 'lint'], { alongside: unitAlongside }));

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
    if (unitAlongside) info('Waiting for the unit tests…');
    results.push(await unitLane);
  }
  if (bundle) results.push(bundle);

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
      const stackResults = JSON.parse(readFileSync(suitesFile, 'utf8'));
      results.push(...stackResults);
      if (stackResults.some((result) => result.status !== 'passed')) printEmulatorLogTail(stack.log);
    } else {
      // The stack itself failed (it did not start, or the runner crashed).
      printEmulatorLogTail(stack.log);
      results.push({
        name: 'emulator stack',
        status: 'failed',
        seconds: stack.seconds,
        counts: undefined,
        note: `the emulators did not run the suites; see ${shortPath(stack.log)}`,
      });
    }
  }

  printSummary(results, started);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const failed = results.some((result) => result.status !== 'passed');
  say(failed ? red(bold(`\nTests failed (${minutes} min).`)) : bold(`\nAll suites passed (${minutes} min).`));
  process.exitCode = failed ? 1 : 0;
});
