// @ts-check
// `npm run test:one -- <file…>`: reruns emulator (tests/emulator/…) and browser (tests/e2e/…)
// test files against the stack that `npm start` already runs, in seconds instead of the
// minutes a full `npm test` takes to build everything and start its own emulators.
// The functions are rebuilt first (the functions emulator reloads them when their bundle
// changes); the web app is served as `npm start` built it (rebuild it with
// `npm run build -w web -- --mode emulator` after changing web code: Hosting serves the new files).
// Like `npm test`, the tests reset the data they use: the demo data is seeded again, but what
// you added by hand in the running app is gone afterwards.
import { bold, info, SetupError } from './console.mjs';
import { emulatorClientEnv, emulatorPort } from './emulators.mjs';
import { runOrFail } from './processes.mjs';
import { runPlaywright, runVitest } from './suites.mjs';

/** Which suite runs a test file, from its path. @param {string} file */
export function suiteOf(file) {
  const path = file.replaceAll('\\', '/');
  if (/(^|\/)tests\/emulator\//.test(path)) return 'emulator';
  if (/(^|\/)tests\/e2e\//.test(path)) return 'e2e';
  return undefined;
}

/**
 * Whether something answers at `url` (any HTTP status counts: the emulators' roots answer 200 or 404).
 * @param {string} url
 */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(3_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs the named test files against the running stack and returns one result per suite.
 * @param {string[]} files
 * @returns {Promise<import('./suites.mjs').SuiteResult[]>}
 */
export async function runAgainstRunningStack(files) {
  if (files.length === 0) {
    throw new SetupError('Name the test files to rerun, e.g. `npm run test:one -- tests/emulator/api/attempts.test.ts tests/e2e/take-quiz.spec.ts`.');
  }
  const unknown = files.filter((file) => suiteOf(file) === undefined);
  if (unknown.length > 0) {
    throw new SetupError(`Not an emulator or browser test file: ${unknown.join(', ')}. Unit tests run without a stack: \`npx vitest run <file>\`.`);
  }
  const env = emulatorClientEnv();
  const needed = {
    Hosting: `${env.APP_URL}/api/v1/health`,
    Firestore: `http://${env.FIRESTORE_EMULATOR_HOST}/`,
    Auth: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/`,
  };
  const down = [];
  for (const [name, url] of Object.entries(needed)) if (!(await answers(url))) down.push(name);
  if (down.length > 0) {
    throw new SetupError(`No running stack to reuse (${down.join(', ')} not answering): start it with \`npm start\` in another terminal, then rerun this.`);
  }
  const storage = await answers(`http://${env.FIREBASE_STORAGE_EMULATOR_HOST}/`);

  info('Rebuilding the functions (the running emulator reloads them)…');
  await runOrFail('npm', ['run', 'build', '--silent', '-w', 'functions']);

  const testEnv = { ...process.env, ...env, STORAGE_EMULATOR_AVAILABLE: String(storage) };
  const emulatorFiles = files.filter((file) => suiteOf(file) === 'emulator');
  const browserFiles = files.filter((file) => suiteOf(file) === 'e2e');
  /** @type {import('./suites.mjs').SuiteResult[]} */
  const results = [];
  info(`Against the running stack at ${bold(env.APP_URL)} (functions on port ${emulatorPort('functions')}).`);
  if (emulatorFiles.length > 0) results.push(await runVitest(['emulator', 'emulator:isolated'], testEnv, { files: emulatorFiles }));
  if (browserFiles.length > 0) results.push(await runPlaywright(testEnv, { files: browserFiles }));
  return results;
}
