// @ts-check
// Makes `npm start` and `npm test` work from a fresh clone: installs dependencies when
// node_modules is missing or older than the lockfile, then makes sure the rest runs on the
// project's Node.js (the functions' deploy runtime, firebase.json `runtime`), which npm installs
// from the `node-<os>-<cpu>` optional dependencies, whatever the system Node is.
import { spawn } from 'node:child_process';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { delimiter } from 'node:path';
import { info, note } from './console.mjs';
import { bin, repoRoot, runOrFail } from './processes.mjs';

/** The Node.js binary npm installs into node_modules/.bin (see package.json optionalDependencies). */
export const projectNode = bin('node');

export async function ensureDependencies() {
  const lockfile = `${repoRoot}/package-lock.json`;
  const installedMarker = `${repoRoot}/node_modules/.package-lock.json`;
  const installed =
    existsSync(installedMarker) && statSync(installedMarker).mtimeMs >= statSync(lockfile).mtimeMs;
  if (!installed) {
    info('Installing dependencies (npm ci)…');
    await runOrFail('npm', ['ci', '--no-audit', '--no-fund'], {
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
  }
  await ensureProjectNode();
}

/**
 * Puts node_modules/.bin first on the PATH (so every `#!/usr/bin/env node` tool started from here,
 * firebase-tools and with it the functions emulator included, runs on the project's Node), and
 * when this script itself runs on another Node (a fresh clone's first `npm test`, before
 * node_modules/.bin existed), runs it again on the project's Node and exits with its code.
 */
async function ensureProjectNode() {
  const binDir = `${repoRoot}/node_modules/.bin`;
  const path = process.env.PATH ?? '';
  if (path.split(delimiter)[0] !== binDir) process.env.PATH = `${binDir}${delimiter}${path}`;
  if (!existsSync(projectNode)) {
    note(`No Node.js binary in node_modules/.bin for ${process.platform}-${process.arch}: running on the system Node ${process.version}.`);
    return;
  }
  if (realpathSync(process.execPath) === realpathSync(projectNode)) return;
  info(`Running on the project's Node.js (node_modules/.bin/node) instead of ${process.version}…`);
  const child = spawn(projectNode, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: process.env });
  // The terminal's Ctrl-C reaches both processes: this one waits for the child to clean up.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      if (signal !== 'SIGINT') child.kill(signal);
    });
  }
  const code = await new Promise((resolve) => child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  process.exit(code);
}
