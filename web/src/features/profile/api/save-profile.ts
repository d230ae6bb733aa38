import { reload, type Auth, type User } from 'firebase/auth';
import { updateDoc, type Firestore } from 'firebase/firestore';
import type { ProfileInput } from '@quizmaster/shared/validation';
import { apiRequest } from '@/lib/api-client';
import { userRef } from '@/lib/firestore/refs';

/**
 * Saves name and phone through the API, which validates them and renames the account along with
 * the record (the account's display name is what the header and the payment page show). The
 * account is then read again, so this tab shows the new name at once.
 */
export async function saveProfile(auth: Auth, user: User, email: string, input: ProfileInput) {
  await apiRequest(auth, 'PUT', `/api/v1/user?email=${encodeURIComponent(email)}`, input);
  // Saved already: a failed re-read only leaves this tab's header with the old name until the next load.
  await reload(user).catch(() => undefined);
}

/** The profile sub-pages' fields, which the rules let the owner write directly (up to 300 characters). */
export type ProfileTextField = 'address' | 'education';

export function saveProfileText(db: Firestore, uid: string, field: ProfileTextField, value: string) {
  // updateDoc bypasses the reference's read-only converter and changes just this field.
  return updateDoc(userRef(db, uid), { [field]: value });
}
