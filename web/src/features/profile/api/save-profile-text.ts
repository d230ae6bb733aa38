import type { Auth, User } from 'firebase/auth';
import { paths } from '@quizmaster/shared/paths';
import type { ProfileTextField } from '@quizmaster/shared/profile-form';
import { updateDocument } from '@/lib/firestore/rest-write';
import { reloadOwnUserRecord } from '@/lib/firestore/use-own-user-record';

/** The profile sub-pages' fields, which the rules let the owner write directly (up to 300 characters). */
export type { ProfileTextField };

/**
 * Saves one field of the user's own record through Firestore's REST API (no SDK; the rules check
 * the field and its length), then reads the record again for the pages that show it. (Apart from
 * ./save-profile.ts, so these pages do not load the API client.)
 */
export async function saveProfileText(auth: Auth, user: User, field: ProfileTextField, value: string) {
  await updateDocument(user, paths.user(user.uid), { [field]: value });
  await reloadOwnUserRecord(auth, user.uid);
}
