// @ts-check
// functions/.secret.local, the secrets the functions emulator gives the functions instead of
// Google Cloud Secret Manager (unreachable from here): the local Stripe stand-in's keys, and a
// stand-in SMTP password that nothing uses (the local mail catcher takes e-mail without a sign-in).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
// eslint-disable-next-line quizmaster/no-cross-package-imports -- runs before npm install links the workspaces
import standIn from '../../shared/src/stripe-stand-in.json' with { type: 'json' };
import { repoRoot } from './processes.mjs';

const STRIPE_SECRETS = { STRIPE_SECRET_KEY: standIn.secretKey, STRIPE_WEBHOOK_SECRET: standIn.webhookSecret };
/** Not empty: the emulator asks Secret Manager for a secret whose local value is missing or empty. */
const SMTP_SECRETS = { SMTP_PASSWORD: 'unused-by-the-local-mail-catcher' };

/**
 * Writes the file when there is none. A developer's own file (real Stripe test keys) keeps its
 * keys; only the SMTP password, which every function that sends e-mail declares, is added when
 * it lacks one.
 * @param {string} [file]
 */
export function ensureLocalSecrets(file = `${repoRoot}/functions/.secret.local`) {
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const wanted = existing === null ? { ...STRIPE_SECRETS, ...SMTP_SECRETS } : SMTP_SECRETS;
  const missing = Object.entries(wanted).filter(([name]) => !new RegExp(`^${name}=.`, 'm').test(existing ?? ''));
  if (missing.length === 0) return;
  const before = existing === null || existing === '' || existing.endsWith('\n') ? (existing ?? '') : `${existing}\n`;
  writeFileSync(file, before + missing.map(([name, value]) => `${name}=${value}\n`).join(''));
}
