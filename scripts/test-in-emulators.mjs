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
  if (only.includes('emulator')) results.push(await runVitest('emulator'));
  if (only.includes('e2e')) results.push(await runPlaywright());

  standIn.kill('SIGTERM');
  mailCatcher?.kill('SIGTERM');
  writeFileSync(`${resultsDir}/emulator-suites.json`, JSON.stringify(results));
  process.exit(results.every((result) => result.status === 'passed') ? 0 : 1);
});
