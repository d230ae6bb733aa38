import { z } from 'zod/mini';
import { storedDate } from './stored-date';

/**
 * The server-owned documents the Firestore rules decide authority from (see firestore.rules).
 * Custom claims alone are not enough there: an ID token keeps the claims it was minted with for
 * up to an hour, so a demoted admin would keep their access until it expires. The rules read
 * `roles/{uid}` on every request instead, so a change applies at the next one. Only the
 * functions write it, next to the claim (which the web app still reads to decide what to show).
 * Premium needs no such document: it opens nothing in Firestore.
 */

/** `roles/{uid}`: exists only for admins. */
export const roleDocumentSchema = z.object({
  admin: z.literal(true),
  grantedAt: storedDate,
});
export type RoleDocument = z.output<typeof roleDocumentSchema>;

/**
 * `meta/firstAdmin`: written once, when the first-admin bootstrap (ADMIN_EMAILS) made someone
 * admin. Its presence ends the bootstrap for good.
 */
export const firstAdminRecordSchema = z.object({
  uid: z.string(),
  email: z.string(),
  at: storedDate,
});
export type FirstAdminRecord = z.output<typeof firstAdminRecordSchema>;
