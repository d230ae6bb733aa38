import { getAuth } from 'firebase-admin/auth';
import { userNameFields, type UserRecord } from '@quizmaster/shared/models/user';
import type { Caller } from '../api/caller';
import { conflict, notFound } from '../api/errors';
import { configuredAdminEmails } from '../config';
import { db, refs } from '../firebase';

export interface StoredUser {
  id: string;
  user: UserRecord;
}

export async function findUserByEmail(email: string): Promise<StoredUser | null> {
  const snapshot = await refs.users().where('email', '==', email.toLowerCase()).limit(1).get();
  const [first] = snapshot.docs;
  return first ? { id: first.id, user: first.data() } : null;
}

export async function requireUserByEmail(email: string): Promise<StoredUser> {
  const found = await findUserByEmail(email);
  if (!found) throw notFound(`No user has the e-mail ${email}.`);
  return found;
}

/** Adds or removes the `admin` custom claim, keeping the account's other claims. */
async function setAdminClaim(uid: string, isAdmin: boolean): Promise<void> {
  const auth = getAuth();
  const { admin: _admin, ...otherClaims } = (await auth.getUser(uid)).customClaims ?? {};
  await auth.setCustomUserClaims(uid, isAdmin ? { ...otherClaims, admin: true } : otherClaims);
}

export type Report = 'inserted' | 'exist' | 'dataExist';

/**
 * Records the caller's account after a sign-in (POST /api/v1/user):
 * - `inserted`: a new user record was created;
 * - `dataExist`: the caller's record already existed (a returning user);
 * - `exist`: another account already holds a record with this e-mail; nothing is changed.
 * An e-mail listed in ADMIN_EMAILS becomes admin here (the first-admin bootstrap), once verified:
 * otherwise whoever signed up first with that address would get the role.
 */
export async function registerCaller(caller: Caller, name: string | undefined) {
  const makeAdmin = !caller.isAdmin && caller.emailVerified && configuredAdminEmails().has(caller.email);
  const report = await db.runTransaction(async (transaction): Promise<Report> => {
    const own = await transaction.get(refs.user(caller.uid));
    if (own.exists) {
      if (makeAdmin) transaction.update(refs.user(caller.uid), { role: 'admin' });
      return 'dataExist';
    }
    const sameEmail = await transaction.get(refs.users().where('email', '==', caller.email).limit(1));
    if (!sameEmail.empty) return 'exist';
    transaction.create(refs.user(caller.uid), {
      ...userNameFields((name ?? caller.name).trim() || caller.email.split('@')[0] || 'Player'),
      email: caller.email,
      phone: '',
      photoURL: caller.photoURL,
      role: caller.isAdmin || makeAdmin ? 'admin' : '',
      isPaid: false,
      premiumUntil: null,
      createdAt: new Date(),
    });
    return 'inserted';
  });
  const roleChanged = makeAdmin && report !== 'exist';
  if (roleChanged) await setAdminClaim(caller.uid, true);
  const stored = (await refs.user(caller.uid).get()).data();
  return { report, roleChanged, user: stored ? { id: caller.uid, user: stored } : null };
}

/**
 * Grants or removes the admin role: the custom claim (the authority) and the mirrored `role`.
 * The last admin keeps the role, so the product never ends up without one.
 */
export async function setAdminRole(uid: string, isAdmin: boolean): Promise<void> {
  await db.runTransaction(async (transaction) => {
    if (!isAdmin) {
      const admins = await transaction.get(refs.users().where('role', '==', 'admin'));
      if (admins.docs.every((admin) => admin.id === uid)) {
        throw conflict('This is the last admin: make someone else admin first.', 'last-admin');
      }
    }
    transaction.update(refs.user(uid), { role: isAdmin ? 'admin' : '' });
  });
  await setAdminClaim(uid, isAdmin);
}

/** Removes an account: its Auth user and its user record (payments and results stay as history). */
export async function deleteAccount(caller: Caller, uid: string): Promise<void> {
  if (uid === caller.uid) throw conflict('You cannot delete your own account.', 'cannot-delete-self');
  // The last-admin check and the record's deletion share one transaction: two admins deleting
  // each other at once would otherwise both see two admins and leave none.
  const recordExisted = await db.runTransaction(async (transaction) => {
    const record = await transaction.get(refs.user(uid));
    if (record.data()?.role === 'admin') {
      const admins = await transaction.get(refs.users().where('role', '==', 'admin'));
      if (admins.size <= 1) throw conflict('This is the last admin and cannot be deleted.', 'last-admin');
    }
    if (record.exists) transaction.delete(refs.user(uid));
    return record.exists;
  });
  const authDeleted = await getAuth()
    .deleteUser(uid)
    .then(() => true)
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === 'auth/user-not-found') return false;
      throw error;
    });
  if (!recordExisted && !authDeleted) throw notFound(`No user has the id ${uid}.`);
}
