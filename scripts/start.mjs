// @ts-check
// `npm start`: builds everything, starts the emulators with the demo data and serves the
// built app at http://localhost:5000. `npm run dev` (--dev): the same emulators, with Vite's
// dev server (hot reload) and the functions rebuilt on change.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import demoAccounts from './seed/demo-accounts.json' with { type: 'json' };
import { bold, cyan, dim, green, info, note, runMain, SetupError } from './lib/console.mjs';
import { emulatorClientEnv, planEmulators } from './lib/emulators.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { ensureLocalSecrets } from './lib/local-secrets.mjs';
import { bin, buildForEmulators, repoRoot, runOrFail, webBuildEnv } from './lib/processes.mjs';
import { standInUrl, startStripeStandIn } from './lib/stripe-stand-in.mjs';
import { mailCatcherUrl, startMailCatcher } from './lib/mail-catcher.mjs';

const devMode = process.argv.includes('--dev');
const READY_TIMEOUT_MS = 180_000;

/** @type {{ name: string, child: import('node:child_process').ChildProcess, stopSignal: NodeJS.Signals }[]} */
const children = [];
let stopping = false;

/**
 * Starts a long-running child in its own process group (so Ctrl-C reaches it once, through us)
 * and prefixes its output with its name.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, stopSignal?: NodeJS.Signals, onLine?: (line: string) => void }} [options]
 */
function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = dim(`${name.padEnd(9)} │ `);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      console.log(prefix + line);
      options.onLine?.(line);
    });
  }
  child.on('error', (error) => {
    console.error(`${name} could not start: ${error.message}`);
    void shutdown(1);
  });
  children.push({ name, child, stopSignal: options.stopSignal ?? 'SIGTERM' });
  return child;
}

/** @param {import('./lib/emulators.mjs').EmulatorPlan} plan */
function startEmulators(plan) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new SetupError(`The emulators were not ready after ${READY_TIMEOUT_MS / 1000} s; see the output above.`));
    }, READY_TIMEOUT_MS);
    const child = startChild('emulators', bin('firebase'), [...plan.firebaseArgs, 'emulators:start', '--only', plan.only.join(',')], {
      env: { ...process.env, ...plan.env },
      // firebase-tools shuts the emulators down cleanly on SIGINT.
      stopSignal: 'SIGINT',
      onLine: (line) => {
        if (line.includes('All emulators ready')) {
          clearTimeout(timer);
          resolve(undefined);
        }
      },
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (stopping) return; // Ctrl-C during start-up: not an error.
      reject(new SetupError(`The emulators stopped before they were ready (exit code ${code ?? 'none'}); see the output above.`));
    });
  });
}

/**
 * Signals a child's whole process group; it may already be gone.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group has exited already.
  }
}

/** Stops every child (each in its own group) and waits for them; forces after 20 s. */
async function stopAll() {
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      ({ child, stopSignal }) =>
        new Promise((resolve) => {
          const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 20_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve(undefined);
          });
          signalGroup(child, stopSignal);
        }),
    ),
  );
}

/**
 * Stops the whole stack gracefully, once, and exits. firebase-tools starts the Java emulators in
 * process groups of their own, so only its own SIGINT handling stops them; a SIGKILL would leave
 * them running.
 * @param {number} exitCode
 */
async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  note('Stopping…');
  await stopAll();
  process.exit(exitCode);
}

/** Whether the local mail catcher runs (the banner's link to the e-mails). */
let mailCatcher = false;

/** @param {string} appUrl @param {string[]} notes */
function printBanner(appUrl, notes) {
  const lines = [
    '',
    green(bold(`Quiz Master is running on the Firebase emulators${devMode ? ' (dev server, hot reload)' : ''}.`)),
    `  App:         ${cyan(appUrl)}`,
    `  API health:  ${cyan(`${appUrl}/api/v1/health`)}`,
    '  Demo logins:',
    ...Object.values(demoAccounts).map(
      ({ email, password, label }) => `    ${email.padEnd(26)} ${password.padEnd(13)} ${dim(`(${label})`)}`,
    ),
    `  Payments:    Stripe test mode on the local stand-in (${standInUrl}); pay with 4242 4242 4242 4242`,
    `  E-mails:     ${mailCatcher ? cyan(mailCatcherUrl) : 'not caught (the mail catcher did not start; notifications still show in the app)'}`,
    ...notes.map((line) => `  ${line}`),
    dim('Press Ctrl-C to stop.'),
    '',
  ];
  console.log(lines.join('\n'));
}

await runMain(async () => {
  await ensureDependencies();
  const plan = await planEmulators({ hosting: !devMode });

  info(devMode ? 'Building the functions…' : 'Building the functions and the web app…');
  await buildForEmulators({ web: !devMode, plan });

  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => void shutdown(0));
  process.on('uncaughtException', (error) => {
    console.error(error);
    void shutdown(1);
  });

  const clientEnv = { ...process.env, ...emulatorClientEnv() };
  ensureLocalSecrets();
  info(`Starting the emulators (${plan.only.join(', ')}) and the local Stripe stand-in…`);
  try {
    const prefix = dim(`${'stripe'.padEnd(9)} │ `);
    const standIn = await startStripeStandIn({ detached: true, log: (line) => console.log(prefix + line) });
    children.push({ name: 'stripe', child: standIn, stopSignal: 'SIGTERM' });
    // The notification e-mails go to a local catcher; without it the app works, and sends none.
    const mailPrefix = dim(`${'mail'.padEnd(9)} │ `);
    await startMailCatcher({ detached: true, log: (line) => console.log(mailPrefix + line) }).then(
      (catcher) => {
        mailCatcher = true;
        children.push({ name: 'mail', child: catcher, stopSignal: 'SIGTERM' });
      },
      (/** @type {unknown} */ error) => note(`E-mails are not caught: ${error instanceof Error ? error.message : String(error)}`),
    );
    await startEmulators(plan);
    info('Loading the demo data…');
    await runOrFail(bin('tsx'), ['scripts/seed/run.ts'], { env: clientEnv });
  } catch (error) {
    await stopAll();
    throw error;
  }

  let appUrl = clientEnv.APP_URL;
  if (devMode) {
    startChild('functions', process.execPath, ['functions/build.mjs', '--watch']);
    startChild('vite', 'npm', ['run', 'dev', '--silent', '-w', 'web', '--', '--mode', 'emulator'], { env: webBuildEnv(plan) });
    appUrl = 'http://localhost:5173';
  }
  printBanner(appUrl, plan.notes);

  // A child that dies on its own takes the whole stack down, so nothing half-runs.
  for (const { name, child } of children) {
    child.on('exit', (code) => {
      if (stopping) return;
      console.error(`${name} stopped unexpectedly (exit code ${code ?? 'none'}).`);
      void shutdown(1);
    });
  }
});
