// @ts-check
// Runs inside `firebase emulators:exec` (see scripts/test.mjs): the emulator integration tests,
// then the browser tests, against one running stack. Writes the results for the summary.
import { writeFileSync } from 'node:fs';
import { resultsDir, runPlaywright, runVitest } from './lib/suites.mjs';

const only = process.env.QUIZMASTER_SUITES?.split(',') ?? ['emulator', 'e2e'];

/** @type {import('./lib/suites.mjs').SuiteResult[]} */
const results = [];
if (only.includes('emulator')) results.push(await runVitest('emulator'));
if (only.includes('e2e')) results.push(await runPlaywright());

writeFileSync(`${resultsDir}/emulator-suites.json`, JSON.stringify(results));
process.exit(results.every((result) => result.status === 'passed') ? 0 : 1);
