// @ts-check
// Makes `npm start` and `npm test` work from a fresh clone: installs dependencies when
// node_modules is missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import { info } from './console.mjs';
import { repoRoot, runOrFail } from './processes.mjs';

export async function ensureDependencies() {
  const lockfile = `${repoRoot}/package-lock.json`;
  const installedMarker = `${repoRoot}/node_modules/.package-lock.json`;
  const installed =
    existsSync(installedMarker) && statSync(installedMarker).mtimeMs >= statSync(lockfile).mtimeMs;
  if (installed) return;
  info('Installing dependencies (npm ci)…');
  await runOrFail('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
}
