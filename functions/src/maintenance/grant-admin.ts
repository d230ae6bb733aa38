import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { userNameFields } from '@quizmaster/shared/models/user';
import { dataRefs } from '../data/refs';
import { setAdminClaim, writeAdminRole } from '../services/authority';

/**
 * Makes an existing account admin: `roles/{uid}` (what the rules trust), the `admin` custom claim
 * (kept with its other claims) and the mirrored `role` on its user record (created if the account
 * never signed in to the app). The API reads roles from the account on every call and the rules
 * read `roles/{uid}`, so it applies at once.
 */
export async function grantAdmin({ auth, firestore }: { auth: Auth; firestore: Firestore }, email: string) {
  const account = await auth.getUserByEmail(email.trim().toLowerCase()).catch(() => {
    throw new Error(`No account has the e-mail ${email}: sign up first, then grant the role.`);
  });
  const refs = dataRefs(firestore);
  await firestore.runTransaction(async (transaction) => {
    const record = await transaction.get(refs.user(account.uid));
    writeAdminRole(transaction, refs, account.uid, true);
    if (record.exists) {
      transaction.update(refs.user(account.uid), { role: 'admin' });
      return;
    }
    transaction.set(refs.user(account.uid), {
      ...userNameFields(account.displayName ?? email.split('@')[0] ?? 'Admin'),
      email: (account.email ?? email).toLowerCase(),
      phone: '',
      photoURL: account.photoURL ?? '',
      role: 'admin',
      isPaid: false,
      premiumUntil: null,
      createdAt: new Date(),
    });
  });
  await setAdminClaim(auth, account.uid, true);
  return { uid: account.uid };
}
