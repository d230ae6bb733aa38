import { reload, type Auth, type User } from 'firebase/auth';
import { paths } from '@quizmaster/shared/paths';
import type { ProfileInput, ProfileTextField } from '@quizmaster/shared/profile-form';
import { apiRequest } from '@/lib/api-client';
import { updateDocument } from '@/lib/firestore/rest-write';
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
export type { ProfileTextField };

/**
 * Saves one field of the user's own record through Firestore's REST API (no SDK; the rules check
 * the field and its length), then reads the record again for the pages that show it.
 */
export async function saveProfileText(auth: Auth, user: User, field: ProfileTextField, value: string) {
  await updateDocument(user, paths.user(user.uid), { [field]: value });
  await reloadOwnUserRecord(auth, user.uid);
}
