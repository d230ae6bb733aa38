import type { Auth } from 'firebase-admin/auth';
import type { DocumentReference, WithFieldValue } from 'firebase-admin/firestore';
import type { DataRefs } from '../data/refs';

/**
 * The admin role, kept in two places that must agree (docs/ARCHITECTURE.md "Security"):
 * - the document `roles/{uid}`, which the Firestore rules read on every request, so that a
 *   demotion applies to the next read, whatever token the browser still holds;
 * - the custom claim `admin`, which the API reads from the account on every call and the web app
 *   reads from the token to decide what to show.
 * (Premium needs no document: it opens nothing in Firestore, only API calls.)
 * Writers change the document in the same transaction as the user record it mirrors, then the
 * claim. Shared by the functions, `grant-admin`, the seed and the tests, which pass their own
 * Admin SDK instances.
 */

/** A transaction or a batch: what writing the documents needs of either. */
export interface DocumentWriter {
  set<T>(ref: DocumentReference<T>, data: WithFieldValue<T>): unknown;
  delete(ref: DocumentReference): unknown;
}

/** Grants (writes `roles/{uid}`) or removes (deletes it) the admin role the rules trust. */
export function writeAdminRole(writer: DocumentWriter, refs: DataRefs, uid: string, isAdmin: boolean, now = new Date()): void {
  if (isAdmin) writer.set(refs.role(uid), { admin: true, grantedAt: now });
  else writer.delete(refs.role(uid));
}


/**
 * Adds or removes the `admin` custom claim, keeping the account's other claims. A removal also
 * revokes the account's refresh tokens: its sessions end, and the API refuses the tokens it still
 * holds (it checks `tokensValidAfterTime`), so the former admin signs in again as a player.
 */
export async function setAdminClaim(auth: Auth, uid: string, isAdmin: boolean): Promise<void> {
  const { admin: _admin, ...otherClaims } = (await auth.getUser(uid)).customClaims ?? {};
  await auth.setCustomUserClaims(uid, isAdmin ? { ...otherClaims, admin: true } : otherClaims);
  if (!isAdmin) await auth.revokeRefreshTokens(uid);
}
