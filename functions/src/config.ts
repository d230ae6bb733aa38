import { defineSecret, defineString } from 'firebase-functions/params';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';

/**
 * ADMIN_EMAILS: comma-separated e-mails that become admins when they sign in (POST /api/v1/user).
 * The emulators read it from `functions/.env.demo-quizmaster`; a real project from
 * `functions/.env.<project id>` or the prompt at deploy time.
 */
const adminEmails = defineString('ADMIN_EMAILS', {
  default: '',
  description: 'Comma-separated e-mail addresses that are made admins when they sign in.',
});

export function configuredAdminEmails(): Set<string> {
  return new Set(
    adminEmails
      .value()
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Functions secrets (`npx firebase functions:secrets:set …`); the emulators read functions/.secret.local. */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/** Where the local Stripe stand-in listens (emulators only). */
export const standInUrl = defineString('STRIPE_STAND_IN_URL', {
  default: `http://127.0.0.1:${String(STRIPE_STAND_IN.defaultPort)}`,
  description: 'The local Stripe stand-in, used in the emulators when no real Stripe key is configured.',
});
