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
 */

/**
 * Counts from a vitest JSON report.
 * @param {string} file
 */
function vitestCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: Number(report.numPassedTests),
    failed: Number(report.numFailedTests),
    skipped: Number(report.numPendingTests) + Number(report.numTodoTests),
  };
}

/**
 * Counts from a Playwright JSON report.
 * @param {string} file
 */
function playwrightCounts(file) {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: Number(stats.expected) + Number(stats.flaky), failed: Number(stats.unexpected), skipped: Number(stats.skipped) };
}

/**
 * Runs one suite and times it. With `alongside`, the suite runs while others do: its output is
 * printed in one piece when it ends, under its name.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, counts?: () => SuiteResult['counts'], alongside?: boolean }} [options]
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
    counts: options.counts?.(),
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
    { env, counts: () => vitestCounts(report), alongside },
  );
}

/** @param {NodeJS.ProcessEnv} [env] */
export function runPlaywright(env) {
  const report = `${resultsDir}/e2e.json`;
  rmSync(report, { force: true });
  return runSuite('browser tests', bin('playwright'), ['test', ...testFilter()], { env, counts: () => playwrightCounts(report) });
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
  }
}
