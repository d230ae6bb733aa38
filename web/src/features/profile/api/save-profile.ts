import { reload, type Auth, type User } from 'firebase/auth';
import { updateDoc } from 'firebase/firestore/lite';
import type { ProfileInput } from '@quizmaster/shared/validation';
import { apiRequest } from '@/lib/api-client';
import { liteFirestore } from '@/lib/firestore/lite';
import { ownUserRef } from '@/lib/firestore/one-shot-reads';
import { reloadOwnUserRecord } from '@/lib/firestore/use-own-user-record';

/**
 * Saves name and phone through the API, which validates them and renames the account along with
 * the record (the account's display name is what the header and the payment page show). The
 * account and the record are then read again, so this tab shows the new name at once.
 */
export async function saveProfile(auth: Auth, user: User, email: string, input: ProfileInput) {
  await apiRequest(auth, 'PUT', `/api/v1/user?email=${encodeURIComponent(email)}`, input);
  // Saved already: a failed re-read only leaves this tab with the old name until the next load.
  await Promise.all([reload(user).catch(() => undefined), reloadOwnUserRecord(auth, user.uid).catch(() => undefined)]);
}

/** The profile sub-pages' fields, which the rules let the owner write directly (up to 300 characters). */
export type ProfileTextField = 'address' | 'education';

/** Saves one field through Firestore Lite, then reads the record again for the pages that show it. */
export async function saveProfileText(auth: Auth, uid: string, field: ProfileTextField, value: string) {
  // updateDoc bypasses the reference's read-only converter and changes just this field.
  await updateDoc(ownUserRef(liteFirestore(auth.app), uid), { [field]: value });
  await reloadOwnUserRecord(auth, uid);
}
