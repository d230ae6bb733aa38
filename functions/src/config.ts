import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
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
 * Outgoing e-mail (notifications) through an SMTP server: its host, port and user are plain
 * params; its password is a secret, in Secret Manager like the Stripe keys, never in a
 * `functions/.env.<project id>` file or the functions' environment. Without a host no e-mail is
 * sent (the notification in the app still is). The emulators read the params from
 * `functions/.env.demo-quizmaster`, which points them at the local mail catcher without a user
 * (`npm start`, `npm test`), and the secret from `functions/.secret.local`.
 */
const DEFAULT_MAIL_FROM = 'Quiz Master <no-reply@quizmaster.test>';
const DEFAULT_APP_URL = 'http://localhost:5000';
const DEFAULT_SMTP_PORT = 465;
const smtpHost = defineString('SMTP_HOST', {
  default: '',
  description: 'SMTP server for notification e-mails, e.g. smtp.example.com (empty: send none).',
});
const smtpPort = defineInt('SMTP_PORT', {
  default: DEFAULT_SMTP_PORT,
  description: 'SMTP port: 465 for TLS from the start, else STARTTLS (required when signing in).',
});
const smtpUser = defineString('SMTP_USER', {
  default: '',
  description: 'SMTP user name (empty: send without signing in, as to a local mail catcher).',
});
/** The SMTP user's password (`npx firebase functions:secrets:set SMTP_PASSWORD`); read only with a user. */
export const smtpPassword = defineSecret('SMTP_PASSWORD');
const mailFrom = defineString('MAIL_FROM', {
  default: DEFAULT_MAIL_FROM,
  description: 'The From address of notification e-mails.',
});
/** The app's address, for the links in e-mails. */
const appUrl = defineString('APP_URL', {
  default: DEFAULT_APP_URL,
  description: "The web app's address, used in the links of notification e-mails.",
});

/** APP_URL as configured ('' when not), for the server-rendered /quizzes (quizzes-page/serve.ts), which falls back on its own. */
export const configuredAppUrl = (): string => appUrl.value().trim();

export interface SmtpServer {
  host: string;
  port: number;
  user: string;
}

/** The e-mail settings now (a param reads '' or 0 outside the functions runtime, e.g. in tests: the defaults stand in). */
export function mailSettings() {
  return {
    smtp: { host: smtpHost.value().trim(), port: smtpPort.value() || DEFAULT_SMTP_PORT, user: smtpUser.value().trim() },
    from: mailFrom.value() || DEFAULT_MAIL_FROM,
    appUrl: appUrl.value() || DEFAULT_APP_URL,
  };
}

/**
 * nodemailer's transport options for `server`, or null without a host (no e-mail). The password
 * is read only to sign in, and a sign-in needs TLS: port 465 has it from the start, other ports
 * must switch to it (STARTTLS) before the password is sent.
 */
export function smtpTransportOptions(server: SmtpServer, password: () => string = () => smtpPassword.value()) {
  if (!server.host) return null;
  const secure = server.port === 465;
  const signIn = server.user ? { auth: { user: server.user, pass: password() }, requireTLS: !secure } : {};
  return { host: server.host, port: server.port, secure, ...signIn };
}
