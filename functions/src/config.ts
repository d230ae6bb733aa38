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

/**
 * Outgoing e-mail (notifications): an SMTP URL for nodemailer, e.g.
 * `smtps://user:password@smtp.example.com:465`. Empty: no e-mail is sent (the notification in
 * the app still is). The emulators read it from `functions/.env.demo-quizmaster`, which points it
 * at the local mail catcher (`npm start`, `npm test`); a real project sets it in
 * `functions/.env.<project id>` (kept out of git) or at the deploy prompt.
 */
const DEFAULT_MAIL_FROM = 'Quiz Master <no-reply@quizmaster.test>';
const DEFAULT_APP_URL = 'http://localhost:5000';
const smtpUrl = defineString('SMTP_URL', {
  default: '',
  description: 'SMTP URL for notification e-mails (empty: send none).',
});
const mailFrom = defineString('MAIL_FROM', {
  default: DEFAULT_MAIL_FROM,
  description: 'The From address of notification e-mails.',
});
/** The app's address, for the links in e-mails. */
const appUrl = defineString('APP_URL', {
  default: DEFAULT_APP_URL,
  description: "The web app's address, used in the links of notification e-mails.",
});

/** The e-mail settings now (a param reads '' outside the functions runtime, e.g. in tests: the defaults stand in). */
export function mailSettings() {
  return { smtpUrl: smtpUrl.value().trim(), from: mailFrom.value() || DEFAULT_MAIL_FROM, appUrl: appUrl.value() || DEFAULT_APP_URL };
}
