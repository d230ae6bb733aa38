import { defineString } from 'firebase-functions/params';

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
