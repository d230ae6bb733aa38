// @ts-check
// The local Stripe stand-in as npm start and npm test run it: a child process on a fixed port,
// delivering signed webhooks to the functions emulator (the functions use it because
// ./local-secrets.mjs gives them its keys).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
// eslint-disable-next-line quizmaster/no-cross-package-imports -- runs before npm install links the workspaces
import standIn from '../../shared/src/stripe-stand-in.json' with { type: 'json' };
import { SetupError } from './console.mjs';
import { PROJECT_ID, emulatorPort } from './emulators.mjs';
import { bin, repoRoot } from './processes.mjs';

export const STAND_IN_PORT = standIn.defaultPort;
export const standInUrl = `http://127.0.0.1:${STAND_IN_PORT}`;

/** Stripe's events go straight to the functions emulator (there is no Hosting in dev mode). */
export const webhookUrl = () => `http://127.0.0.1:${emulatorPort('functions')}/${PROJECT_ID}/us-central1/api/stripe/webhook`;

/**
 * Starts the stand-in and resolves once it listens.
 * @param {{ log?: (line: string) => void, detached?: boolean }} [options]
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export function startStripeStandIn(options = {}) {
  const child = spawn(bin('tsx'), ['stripe-stand-in/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, STRIPE_STAND_IN_PORT: String(STAND_IN_PORT), STRIPE_WEBHOOK_URL: webhookUrl() },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new SetupError('The Stripe stand-in did not start within 20 s.')), 20_000);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        options.log?.(line);
        if (line.includes('Stripe stand-in listening')) {
          clearTimeout(timer);
          resolve(child);
        }
      });
    }
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new SetupError(`The Stripe stand-in stopped (exit code ${code ?? 'none'}); is port ${STAND_IN_PORT} free?`));
    });
  });
}
