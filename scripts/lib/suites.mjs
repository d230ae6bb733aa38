// @ts-check
// Test suites as `npm test` runs them, and their one-line summaries.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { bold, green, red, yellow } from './console.mjs';
import { bin, repoRoot, run } from './processes.mjs';

export const resultsDir = `${repoRoot}/test-results`;

/**
 * @typedef {object} SuiteResult
 * @property {string} name
 * @property {'passed' | 'failed' | 'not run'} status
 * @property {number} seconds
 * @property {{ passed: number, failed: number, skipped: number } | undefined} counts
 * @property {string} [note]
 * @property {string[]} [failures] the failed tests' names, so that the end of a CI log names them
 */

/** Terminal colour codes (ESC [ … m), which Playwright keeps in its error messages. */
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The first line of a failure message, without colours, short enough for the summary.
 * @param {string | undefined} message
 */
function firstLine(message) {
  const line = (message ?? '').replace(COLOUR_CODES, '').split('\n').find((text) => text.trim() !== '') ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}

/**
 * Counts and failed tests from a vitest JSON report.
 * @param {string} file
 * @returns {Pick<SuiteResult, 'counts' | 'failures'>}
 */
function vitestReport(file) {
  if (!existsSync(file)) return { counts: undefined };
  /** @type {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number, testResults?: { name?: string, status?: string, message?: string, assertionResults?: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {string[]} */
  const failures = [];
  for (const testFile of report.testResults ?? []) {
    const path = (testFile.name ?? '').replace(`${repoRoot}/`, '');
    const failedTests = (testFile.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that fails to load (or whose hooks fail) has no failed test of its own.
    if (testFile.status === 'failed' && failedTests.length === 0) failures.push(`${path}: ${firstLine(testFile.message)}`);
  }
  return {
    counts: {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    },
    failures,
  };
}

/**
 * Counts and failed tests from a Playwright JSON report.
 * @param {string} file
 * @returns {Pick<SuiteResult, 'counts' | 'failures'>}
 */
function playwrightReport(file) {
  if (!existsSync(file)) return { counts: undefined };
  /** @typedef {{ title?: string, specs?: { title: string, tests?: { status: string, results?: { error?: { message?: string } }[] }[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite */
  /** @type {{ stats: Record<string, number>, suites?: PlaywrightSuite[] }} */
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {string[]} */
  const failures = [];
  /** @param {PlaywrightSuite} suite @param {string[]} titles */
  const visit = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of suites ?? []) visit(suite, []);
  return {
    counts: { passed: Number(stats.expected) + Number(stats.flaky), failed: Number(stats.unexpected), skipped: Number(stats.skipped) },
    failures,
  };
}

/**
 * Runs one suite and times it. With `alongside`, the suite runs while others do: its output is
 * printed in one piece when it ends, under its name.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, report?: () => Pick<SuiteResult, 'counts' | 'failures'>, alongside?: boolean }} [options]
 * @returns {Promise<SuiteResult>}
 */
export async function runSuite(name, command, args, options = {}) {
  const started = Date.now();
  /** @param {string} output */
  const printBlock = (output) => {
    console.log(`\n${bold(`▶ ${name}`)} (ran alongside other suites; ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  };
  if (options.alongside) console.log(`${bold(`▶ ${name}`)} started; its output follows when it ends.`);
  else console.log(`\n${bold(`▶ ${name}`)}`);
  const code = await run(command, args, { ...(options.env ? { env: options.env } : {}), ...(options.alongside ? { buffer: printBlock } : {}) });
  return {
    name,
    status: code === 0 ? 'passed' : 'failed',
    seconds: (Date.now() - started) / 1000,
    counts: undefined,
    ...options.report?.(),
  };
}

/**
 * `QUIZMASTER_TEST_FILTER="paging users"`: only the test files whose path contains one of these
 * words (vitest and Playwright both take them as file filters). For working on one area; CI
 * never sets it.
 */
function testFilter() {
  return (process.env.QUIZMASTER_TEST_FILTER ?? '').split(/\s+/).filter(Boolean);
}

/**
 * A vitest run of one or more projects, with a JSON report for the summary (named after the first).
 * @param {string | string[]} projects
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ alongside?: boolean }} [options]
 */
export function runVitest(projects, env, { alongside = false } = {}) {
  const names = Array.isArray(projects) ? projects : [projects];
  const project = names[0] ?? 'unit';
  const report = `${resultsDir}/${project}.json`;
  mkdirSync(resultsDir, { recursive: true });
  rmSync(report, { force: true });
  return runSuite(
    `${project} tests`,
    bin('vitest'),
    ['run', ...names.flatMap((name) => ['--project', name]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...testFilter()],
    { env, report: () => vitestReport(report), alongside },
  );
}

/** @param {NodeJS.ProcessEnv} [env] */
export function runPlaywright(env) {
  const report = `${resultsDir}/e2e.json`;
  rmSync(report, { force: true });
  return runSuite('browser tests', bin('playwright'), ['test', ...testFilter()], { env, report: () => playwrightReport(report) });
}

/** @param {SuiteResult[]} results */
export function printSummary(results) {
  console.log(`\n${bold('Summary')}`);
  for (const result of results) {
    const icon = result.status === 'passed' ? green('✔') : result.status === 'failed' ? red('✖') : yellow('–');
    const counts = result.counts
      ? `${result.counts.passed} passed, ${result.counts.failed} failed, ${result.counts.skipped} skipped`
      : '';
    const time = result.status === 'not run' ? '' : `${result.seconds.toFixed(1)} s`;
    console.log(`  ${icon} ${result.name.padEnd(16)} ${result.status.padEnd(8)} ${time.padStart(8)}  ${counts}${result.note ? `  ${result.note}` : ''}`);
    for (const failure of result.failures ?? []) console.log(red(`      ✖ ${failure}`));
  }
}
