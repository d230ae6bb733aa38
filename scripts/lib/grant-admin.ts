import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { userNameFields } from '@quizmaster/shared/models/user';
import { dataRefs } from '../../functions/src/data/refs';

/**
 * Makes an existing account admin: the `admin` custom claim (kept with its other claims) and the
 * mirrored `role` on its user record (created if the account never signed in to the app).
 * The API reads roles from the account on every call, so it applies at once.
 */
export async function grantAdmin({ auth, firestore }: { auth: Auth; firestore: Firestore }, email: string) {
  const account = await auth.getUserByEmail(email.trim().toLowerCase()).catch(() => {
    throw new Error(`No account has the e-mail ${email}: sign up first, then grant the role.`);
  });
  await auth.setCustomUserClaims(account.uid, { ...account.customClaims, admin: true });
  const refs = dataRefs(firestore);
  const record = await refs.user(account.uid).get();
  if (record.exists) {
    await refs.user(account.uid).update({ role: 'admin' });
  } else {
    await refs.user(account.uid).set({
      ...userNameFields(account.displayName ?? email.split('@')[0] ?? 'Admin'),
      email: (account.email ?? email).toLowerCase(),
      phone: '',
      photoURL: account.photoURL ?? '',
      role: 'admin',
      isPaid: false,
      premiumUntil: null,
      createdAt: new Date(),
    });
  }
  return { uid: account.uid };
}
