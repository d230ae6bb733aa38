import { reload, type Auth, type User } from 'firebase/auth';
import type { ProfileInput } from '@quizmaster/shared/profile-form';
import { apiRequest } from '@/lib/api-client';
import { reloadOwnUserRecord } from '@/lib/firestore/use-own-user-record';

/**
 * Saves name and phone through the API, which validates them and renames the account along with
 * the record (the account's display name is what the header and the payment page show). The
 * account and the record are then read again, so this tab shows the new name at once.
 */
export async function saveProfile(auth: Auth, user: User, email: string, input: ProfileInput) {
  await apiRequest(auth, 'PUT /api/v1/user', { query: { email }, body: input });
  // Saved already: a failed re-read only leaves this tab with the old name until the next load.
  await Promise.all([reload(user).catch(() => undefined), reloadOwnUserRecord(auth, user.uid).catch(() => undefined)]);
}
