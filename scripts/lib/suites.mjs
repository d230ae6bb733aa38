// @ts-check
// Test suites as `npm test` runs them, their logs (test-results/logs/) and their one-line summaries.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { bold, dim, green, red, say, useColor, yellow } from './console.mjs';
import { logsDir, logsWrittenSince, openLog, plain, readLines, shortPath, tailOf } from './logs.mjs';
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

/** How often a suite whose output goes to a log file says how far it got. */
const PROGRESS_EVERY_MS = 60_000;
/** At most this many lines of a failed suite's details on the console; the log has them all. */
const MAX_DETAIL_LINES = 400;
/** Without a recognisable failure section, the end of the log: this many lines. */
const TAIL_LINES = 200;

/**
 * @typedef {object} SuiteLog where a suite's output goes instead of the console
 * @property {string} name file name under test-results/logs/
 * @property {(line: string, tally: Tally) => void} [count] updates the progress from a line of output
 * @property {RegExp} [details] the first line of the runner's failure details (printed from there on when the suite fails)
 */

/** @typedef {{ files: number, passed: number, failed: number, skipped: number }} Tally */

/** @param {number} seconds */
function duration(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** @param {Tally} tally */
function tallyText(tally) {
  const parts = [];
  if (tally.files > 0) parts.push(`${tally.files} files`);
  parts.push(`${tally.passed} passed`);
  if (tally.failed > 0) parts.push(`${tally.failed} failed`);
  if (tally.skipped > 0) parts.push(`${tally.skipped} skipped`);
  return parts.join(', ');
}

/**
 * vitest's default reporter ends each test file with a line such as
 * ` ✓  unit  shared/src/grading.test.ts (26 tests) 17ms` or ` ❯ … (5 tests | 1 failed) 30ms`.
 * @param {string} line
 * @param {Tally} tally
 */
function countVitestLine(line, tally) {
  const match = /^ [✓❯×↓] .*\((\d+) tests?(?: \| (\d+) failed)?(?: \| (\d+) skipped)?/.exec(line);
  if (!match) return;
  const [total, failed, skipped] = [match[1], match[2], match[3]].map((count) => Number(count ?? 0));
  tally.files += 1;
  tally.failed += failed ?? 0;
  tally.skipped += skipped ?? 0;
  tally.passed += (total ?? 0) - (failed ?? 0) - (skipped ?? 0);
}

/**
 * Playwright's list reporter prints a line per finished test: `  ✓  12 [chromium] › …`, `  ✘ …`, `  -  …`.
 * @param {string} line
 * @param {Tally} tally
 */
function countPlaywrightLine(line, tally) {
  const match = /^\s+([✓✘-])\s+\d+ \[/.exec(line);
  if (match?.[1] === '✓') tally.passed += 1;
  else if (match?.[1] === '✘') tally.failed += 1;
  else if (match?.[1] === '-') tally.skipped += 1;
}

/**
 * What to print of a failed suite's log: the runner's failure details (from `details` on), or
 * the end of the log; at most MAX_DETAIL_LINES lines.
 * @param {string} file
 * @param {RegExp | undefined} details
 */
function failureLines(file, details) {
  const lines = readLines(file);
  const from = details ? lines.findIndex((line) => details.test(line)) : -1;
  const shown = from >= 0 ? lines.slice(from) : lines.slice(-TAIL_LINES);
  const what = from >= 0 ? 'failure details' : `last ${shown.length} lines`;
  if (shown.length <= MAX_DETAIL_LINES) return { what, lines: shown };
  return {
    what,
    lines: [...shown.slice(0, MAX_DETAIL_LINES), `… ${shown.length - MAX_DETAIL_LINES} more lines in ${shortPath(file)}`],
  };
}

/**
 * Prints a block of lines from a log under a header naming the log.
 * @param {string} title
 * @param {string[]} lines
 */
export function printLogBlock(title, lines) {
  say(`${dim('┄┄')} ${bold(title)} ${dim('┄┄')}`);
  for (const line of lines) say(line);
  say(dim('┄┄ end ┄┄'));
}

/**
 * Runs one suite and times it. With `log`, its output goes to test-results/logs/<log.name>: the
 * console gets a line when it starts, a progress line a minute, and a line when it ends, plus,
 * when it fails, the runner's failure details. Without `log`, the output is the console's; with
 * `alongside` (the suite runs while others do), it is printed in one piece when it ends.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, report?: () => Pick<SuiteResult, 'counts' | 'failures'>, alongside?: boolean, log?: SuiteLog }} [options]
 * @returns {Promise<SuiteResult>}
 */
export async function runSuite(name, command, args, options = {}) {
  if (options.log) return runLoggedSuite(name, command, args, options.log, options);
  const started = Date.now();
  /** @param {string} output */
  const printBlock = (output) => {
    say(`\n${bold(`▶ ${name}`)} (ran alongside other suites; ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  };
  if (options.alongside) say(`${bold(`▶ ${name}`)} started; its output follows when it ends.`);
  else say(`\n${bold(`▶ ${name}`)}`);
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
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {SuiteLog} suiteLog
 * @param {{ env?: NodeJS.ProcessEnv, report?: () => Pick<SuiteResult, 'counts' | 'failures'>, alongside?: boolean }} options
 * @returns {Promise<SuiteResult>}
 */
async function runLoggedSuite(name, command, args, suiteLog, options) {
  const started = Date.now();
  const log = openLog(suiteLog.name);
  const where = shortPath(log.file);
  /** @type {Tally} */
  const tally = { files: 0, passed: 0, failed: 0, skipped: 0 };
  say(`${options.alongside ? '' : '\n'}${bold(`▶ ${name}`)}${options.alongside ? ' started, alongside other suites' : ''}; output in ${where}`);
  const progress = setInterval(() => {
    const counted = suiteLog.count ? `${tallyText(tally)} so far, ` : '';
    say(dim(`  … ${name}: ${counted}${duration((Date.now() - started) / 1000)}`));
  }, PROGRESS_EVERY_MS);
  const code = await run(command, args, {
    ...(options.env ? { env: options.env } : {}),
    lines: (line) => {
      log.writeLine(line);
      suiteLog.count?.(plain(line), tally);
    },
  }).finally(() => {
    clearInterval(progress);
    log.close();
  });

  /** @type {SuiteResult} */
  const result = {
    name,
    status: code === 0 ? 'passed' : 'failed',
    seconds: (Date.now() - started) / 1000,
    counts: undefined,
    ...options.report?.(),
  };
  const counts = result.counts ? `${tallyText({ files: 0, ...result.counts })}, ` : '';
  if (result.status === 'passed') {
    say(`${green('✔')} ${name}: ${counts}${duration(result.seconds)}`);
  } else {
    say(red(`✖ ${name} failed: ${counts}${duration(result.seconds)}; the whole output is in ${where}`));
    const { what, lines } = failureLines(log.file, suiteLog.details);
    printLogBlock(`${name}: ${what} (${where})`, lines);
  }
  return result;
}

/**
 * Lines of the emulators' log that are left out of the excerpt printed on a failure: the Hosting
 * emulator's line per proxied request (thousands per run). They stay in the log.
 */
const REQUEST_LINE = /^\[hosting\] Rewriting /;

/**
 * Runs `firebase emulators:exec` with scripts/test-in-emulators.mjs: the emulators' output goes
 * to test-results/logs/emulators.log; the lines the script marks (see `say`) to the console.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ code: number, seconds: number, log: string }>}
 */
export async function runEmulatorStack(command, args, env) {
  const started = Date.now();
  const log = openLog('emulators.log');
  const marker = `«quizmaster-console:${process.pid}» `;
  say(`\n${bold('▶ emulator stack')}: starting the emulators; their output is in ${shortPath(log.file)}`);
  const code = await run(command, args, {
    env: { ...env, QUIZMASTER_CONSOLE_MARKER: marker, QUIZMASTER_COLOR: useColor ? '1' : '0' },
    lines: (line) => {
      if (line.startsWith(marker)) say(line.slice(marker.length));
      else log.writeLine(line);
    },
  }).finally(() => log.close());
  return { code, seconds: (Date.now() - started) / 1000, log: log.file };
}

/**
 * Prints the end of the emulators' log (without the request lines), after a stack suite failed.
 * @param {string} file
 */
export function printEmulatorLogTail(file) {
  const { lines, leftOut } = tailOf(file, TAIL_LINES, REQUEST_LINE);
  const without = leftOut > 0 ? `, without its ${leftOut} Hosting request lines` : '';
  printLogBlock(`the emulators' log: last ${lines.length} lines${without} (${shortPath(file)})`, lines);
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
 * A filter may leave one of the projects run side by side without files: that is no failure.
 * @param {string[]} filters
 */
const filterArgs = (filters) => (filters.length > 0 ? ['--passWithNoTests', ...filters] : []);

/**
 * A vitest run of one or more projects, with a JSON report for the summary (named after the first).
 * @param {string | string[]} projects
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ alongside?: boolean, files?: string[] }} [options] `files`: these test files only (else QUIZMASTER_TEST_FILTER's)
 */
export function runVitest(projects, env, { alongside = false, files } = {}) {
  const names = Array.isArray(projects) ? projects : [projects];
  const project = names[0] ?? 'unit';
  const report = `${resultsDir}/${project}.json`;
  mkdirSync(resultsDir, { recursive: true });
  rmSync(report, { force: true });
  return runSuite(
    `${project} tests`,
    bin('vitest'),
    ['run', ...names.flatMap((name) => ['--project', name]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...filterArgs(files ?? testFilter())],
    {
      ...(env ? { env } : {}),
      report: () => vitestReport(report),
      alongside,
      // The default reporter's failure sections start with a rule: `⎯⎯⎯ Failed Tests 2 ⎯⎯⎯`, `⎯⎯⎯ Unhandled Errors ⎯⎯⎯`.
      log: { name: `${project}-tests.log`, count: countVitestLine, details: /⎯{2,} (Failed|Unhandled)/ },
    },
  );
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ files?: string[] }} [options] `files`: these spec files only (else QUIZMASTER_TEST_FILTER's)
 */
export function runPlaywright(env, { files } = {}) {
  const report = `${resultsDir}/e2e.json`;
  rmSync(report, { force: true });
  return runSuite('browser tests', bin('playwright'), ['test', ...(files ?? testFilter())], {
    ...(env ? { env } : {}),
    report: () => playwrightReport(report),
    // The list reporter's failure details start with `  1) [chromium] › …`.
    log: { name: 'browser-tests.log', count: countPlaywrightLine, details: /^ {2}1\) / },
  });
}

/**
 * The summary table, and where the logs of this run are.
 * @param {SuiteResult[]} results
 * @param {number} [since] when the run started: logs written since then are listed
 */
export function printSummary(results, since) {
  say(`\n${bold('Summary')}`);
  for (const result of results) {
    const icon = result.status === 'passed' ? green('✔') : result.status === 'failed' ? red('✖') : yellow('–');
    const counts = result.counts
      ? `${result.counts.passed} passed, ${result.counts.failed} failed, ${result.counts.skipped} skipped`
      : '';
    const time = result.status === 'not run' ? '' : `${result.seconds.toFixed(1)} s`;
    say(`  ${icon} ${result.name.padEnd(16)} ${result.status.padEnd(8)} ${time.padStart(8)}  ${counts}${result.note ? `  ${result.note}` : ''}`);
    for (const failure of result.failures ?? []) say(red(`      ✖ ${failure}`));
  }
  // The runners, the emulators and the functions in them run on this same Node (scripts/lib/install.mjs).
  say(dim(`Ran on Node.js ${process.version} (${shortPath(process.execPath)})`));
  const logs = since === undefined ? [] : logsWrittenSince(since);
  if (logs.length > 0) say(dim(`Full output of this run in ${shortPath(logsDir)}/: ${logs.join(', ')}`));
}
