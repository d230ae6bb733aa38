import { reload, signOut, type Auth, type User } from 'firebase/auth';
import { fitName } from '@quizmaster/shared/validation';
import type { RegistrationReport } from '@quizmaster/shared/api/users';
import { apiRequest } from '@/lib/api-client';

export type { RegistrationReport };

/**
 * Records the signed-in account on the server (SPEC.md section 4) and answers the report. `name`
 * defaults to the account's display name. The server gives the account its stored name when the
 * two differ (a long or padded social name, a name changed elsewhere); the account is then read
 * again, so the header shows that name too. When the server has just made the user admin (the
 * ADMIN_EMAILS bootstrap), the ID token is refreshed so the new claim applies at once.
 */
export async function registerUser(auth: Auth, user: User, name = user.displayName ?? ''): Promise<RegistrationReport> {
  if (!user.email) throw new Error('The account has no e-mail address to register.');
  const { report, roleChanged, user: record } = await apiRequest(auth, 'POST /api/v1/user', { body: {
    email: user.email,
    // The API refuses longer names; a long social display name must not block the sign-in.
    name: fitName(name),
    isPaid: false,
  } });
  if (record && record.name !== user.displayName) await reload(user);
  if (roleChanged) await user.getIdToken(true);
  return report;
}

/**
 * The last step of every sign-in and sign-up: register the account. If that fails the user is
 * signed out again, so nobody stays signed in without a user record (the pages rely on it); the
 * error is passed on for the caller's failure toast.
 */
export async function completeSignIn(auth: Auth, user: User, name?: string): Promise<RegistrationReport> {
  try {
    return await registerUser(auth, user, name);
  } catch (error) {
    await signOut(auth);
    throw error;
  }
}
