// @ts-check
// Child-process helpers shared by start, dev and test.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { SetupError } from './console.mjs';

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/**
 * Runs a command; resolves with its exit code. Its output is inherited; or, with `buffer`, kept
 * and handed to `buffer` once the command has ended (for commands that run alongside others,
 * whose output would otherwise interleave); or, with `lines`, handed over line by line as it
 * comes (to a log file, say), stdout and stderr each split into lines of their own.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, buffer?: (output: string) => void, lines?: (line: string) => void }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const { buffer, lines } = options;
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: buffer || lines ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    /** @type {Buffer[]} */
    const chunks = [];
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      if (lines) createInterface({ input: stream, crlfDelay: Infinity }).on('line', lines);
      else stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    }
    child.on('error', reject);
    // 'close', not 'exit': the output pipes are drained by then.
    child.on('close', (code, signal) => {
      buffer?.(Buffer.concat(chunks).toString('utf8'));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Runs a command and throws a SetupError naming it when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, lines?: (line: string) => void }} [options]
 */
export async function runOrFail(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new SetupError(`\`${[command, ...args].join(' ')}\` failed with exit code ${code}.`);
}

/** Path of a binary installed in the workspace's node_modules/.bin. @param {string} name */
export const bin = (name) => `${repoRoot}/node_modules/.bin/${name}`;

/**
 * What the web app needs to know about the emulator plan at build time: whether the Storage
 * emulator runs, so that Add Quiz offers cover uploads (it cannot start offline).
 * @param {{ storage: boolean }} plan
 */
export const webBuildEnv = (plan) => ({ ...process.env, VITE_STORAGE_EMULATOR: String(plan.storage) });

/**
 * Builds what the emulators serve: the functions bundle, and the web app in `emulator` mode
 * (web/.env.emulator) unless the Vite dev server serves it instead. With `lines`, the builds'
 * output goes there (`npm test` keeps it in a log file) instead of to the console.
 * @param {{ web: boolean, plan: { storage: boolean }, lines?: (line: string) => void }} options
 */
export async function buildForEmulators({ web, plan, lines }) {
  await runOrFail('npm', ['run', 'build', '--silent', '-w', 'functions'], { ...(lines ? { lines } : {}) });
  if (web) {
    await runOrFail('npm', ['run', 'build', '--silent', '-w', 'web', '--', '--mode', 'emulator', '--logLevel', 'warn'], {
      env: webBuildEnv(plan),
      ...(lines ? { lines } : {}),
    });
  }
}
