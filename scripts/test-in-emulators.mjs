// @ts-check
// Runs inside `firebase emulators:exec` (see scripts/test.mjs): the emulator integration tests,
// then the browser tests, against one running stack. Writes the results for the summary.
// Its stdout is the emulators' too: scripts/test.mjs shows only the lines that `say` marks, and
// keeps the rest in test-results/logs/emulators.log; each suite's own output goes to its log.
import { writeFileSync } from 'node:fs';
import { runMain } from './lib/console.mjs';
import { openLog } from './lib/logs.mjs';
import { startStripeStandIn } from './lib/stripe-stand-in.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { resultsDir, runPlaywright, runVitest } from './lib/suites.mjs';

const only = process.env.QUIZMASTER_SUITES?.split(',') ?? ['emulator', 'e2e'];

/**
 * One summary line for suites that ran side by side.
 * @param {string} name
 * @param {import('./lib/suites.mjs').SuiteResult[]} parts
 * @returns {import('./lib/suites.mjs').SuiteResult}
 */
function mergeResults(name, parts) {
  const counted = parts.flatMap((part) => (part.counts ? [part.counts] : []));
  return {
    name,
    status: parts.every((part) => part.status === 'passed') ? 'passed' : 'failed',
    seconds: Math.max(...parts.map((part) => part.seconds)),
    counts:
      counted.length === parts.length
        ? { passed: counted.reduce((sum, c) => sum + c.passed, 0), failed: counted.reduce((sum, c) => sum + c.failed, 0), skipped: counted.reduce((sum, c) => sum + c.skipped, 0) }
        : undefined,
    failures: parts.flatMap((part) => part.failures ?? []),
  };
}

await runMain(async () => {
  // The payment tests and the browser's card form talk to the local Stripe stand-in.
  const standInLog = openLog('stripe-stand-in.log');
  const standIn = await startStripeStandIn({ log: standInLog.writeLine });
  // The notification e-mails go to the local mail catcher (tests/emulator/api/notifications.test.ts reads them).
  const mailLog = openLog('mail-catcher.log');
  const mailCatcher = await startMailCatcher({ log: mailLog.writeLine }).catch((/** @type {unknown} */ error) => {
    mailLog.writeLine(`The mail catcher did not start: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });

  /** @type {import('./lib/suites.mjs').SuiteResult[]} */
  const results = [];
  // The two emulator projects side by side: `emulator` resets its demo project between tests,
  // so its files run one at a time; `emulator:isolated` (rules, paging, restart) uses data of its own.
  if (only.includes('emulator')) results.push(mergeResults('emulator tests', await Promise.all([runVitest('emulator'), runVitest('emulator:isolated')])));
  if (only.includes('e2e')) results.push(await runPlaywright());

  standIn.kill('SIGTERM');
  mailCatcher?.kill('SIGTERM');
  writeFileSync(`${resultsDir}/emulator-suites.json`, JSON.stringify(results));
  process.exit(results.every((result) => result.status === 'passed') ? 0 : 1);
});
