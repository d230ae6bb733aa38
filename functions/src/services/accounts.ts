import { getAuth } from 'firebase-admin/auth';
import type { Transaction } from 'firebase-admin/firestore';
import { userNameFields, type ROLES, type UserRecord } from '@quizmaster/shared/models/user';
import { notificationTexts } from '@quizmaster/shared/notifications';
import { fitName, isTrustedPhotoUrl } from '@quizmaster/shared/validation';
import type { Caller } from '../domain/caller';
import { conflict, forbidden, notFound } from '../domain/errors';
import { LIST_ORDERS } from '../data/list-orders';
import { readPage, type PageRequest } from '../data/paging';
import { configuredAdminEmails } from '../config';
import { refs, runTransaction } from '../firebase';
import { eraseAccountData } from './account-erasure';
import { appendAudit } from './audit-log';
import { setAdminClaim, writeAdminRole } from './authority';
import { addNotification, emailNotification } from './notifications';

export interface StoredUser {
  id: string;
  user: UserRecord;
}

/**
 * The record an e-mail route names (accountForEmailRoute): found by account id, not by the
 * records' `email` field, since a record keeps an old address until its user signs in again, and
 * that address may meanwhile belong to someone else.
 */
export async function userForEmailRoute(caller: Caller, email: string): Promise<StoredUser> {
  const uid = await accountForEmailRoute(caller, email);
  const stored = uid ? await readUser(uid) : null;
  if (stored) return stored;
  throw notFound(uid === caller.uid ? 'No user record for your account yet: sign in again to create it.' : `No user has the e-mail ${email}.`);
}

/** A user record by account id, or null when there is none. */
export async function readUser(uid: string): Promise<StoredUser | null> {
  const user = (await refs.user(uid).get()).data();
  return user ? { id: uid, user } : null;
}

/** Auth's "no such account": the one failure a lookup may read as "none" (others are real errors). */
const nullIfNoAccount = (error: unknown): null => {
  if ((error as { code?: string }).code === 'auth/user-not-found') return null;
  throw error;
};

/** The id of the account that has this e-mail now, or null. */
export async function accountIdByEmail(email: string): Promise<string | null> {
  const account = await getAuth().getUserByEmail(email.toLowerCase()).catch(nullIfNoAccount);
  return account?.uid ?? null;
}

/**
 * The account an e-mail route names: the caller's own address means the caller (by account id,
 * never by the address, which may have passed from one account to another); another address is
 * for admins only (403 otherwise) and is looked up in Auth (null when no account has it now).
 */
export async function accountForEmailRoute(caller: Caller, email: string): Promise<string | null> {
  const address = email.toLowerCase();
  if (caller.email === address) return caller.uid;
  if (!caller.isAdmin) throw forbidden('You can only see or change your own records.');
  return accountIdByEmail(address);
}

export type Report = 'inserted' | 'exist' | 'dataExist';

/**
 * Sets the account's display name (what the web app's header shows) to a user's stored name
 * (what admins, result sheets and payments show), so the two never differ. Only when they do.
 */
export async function setAccountName(uid: string, name: string, current?: string): Promise<void> {
  if (current !== name) await getAuth().updateUser(uid, { displayName: name });
}

/** The name a new record gets: the given one, or the account's (cut to the limit), or a stand-in. */
function newRecordName(caller: Caller, name: string | undefined): string {
  return fitName(name ?? caller.name) || fitName(caller.email.split('@')[0] ?? '') || 'Player';
}

/** An account's current e-mail (lower case), or null when the account no longer exists. */
async function accountEmail(uid: string): Promise<string | null> {
  const account = await getAuth().getUser(uid).catch(nullIfNoAccount);
  return account ? (account.email ?? '').toLowerCase() : null;
}

/**
 * Whether the caller may become the first admin (ADMIN_EMAILS): a listed, verified address
 * (otherwise whoever signed up first with it would get the role), while the project has no admin
 * and never had one made this way. Read inside the registering transaction, so two listed
 * addresses signing in at once make one admin.
 */
async function mayBecomeFirstAdmin(transaction: Transaction, caller: Caller): Promise<boolean> {
  if (caller.isAdmin || !caller.emailVerified || !configuredAdminEmails().has(caller.email)) return false;
  const [record, anyAdmin] = await Promise.all([transaction.get(refs.firstAdmin()), transaction.get(refs.roles().limit(1))]);
  return !record.exists && anyAdmin.empty;
}

/**
 * Records the caller's account after a sign-in (POST /api/v1/user):
 * - `inserted`: a new user record was created;
 * - `dataExist`: the caller's record already existed (a returning user);
 * - `exist`: another account already holds a record with this e-mail; nothing is changed.
 * The record's e-mail follows the account's: a user who changed it gets it updated here, and
 * the account's display name follows the record's name (setAccountName).
 * The first-admin bootstrap happens here too, once per project (mayBecomeFirstAdmin) and
 * recorded in `meta/firstAdmin`, so a demoted or deleted configured admin stays demoted.
 */
export async function registerCaller(caller: Caller, name: string | undefined) {
  const { report, madeAdmin } = await runTransaction(async (transaction): Promise<{ report: Report; madeAdmin: boolean }> => {
    const own = await transaction.get(refs.user(caller.uid));
    const holder = own.exists ? undefined : (await transaction.get(refs.users().where('email', '==', caller.email).limit(1))).docs[0];
    if (holder) {
      // The address is free again only if the record's own account has moved to another one
      // (a record without an account, such as one imported from the old app, keeps it).
      const holderEmail = await accountEmail(holder.id);
      if (holderEmail === null || holderEmail === caller.email) return { report: 'exist', madeAdmin: false };
      transaction.update(holder.ref, { email: holderEmail });
    }
    const makeAdmin = await mayBecomeFirstAdmin(transaction, caller);
    if (makeAdmin) {
      writeAdminRole(transaction, refs, caller.uid, true);
      transaction.create(refs.firstAdmin(), { uid: caller.uid, email: caller.email, at: new Date() });
    }
    if (own.exists) {
      const stale = own.data()?.email !== caller.email;
      if (makeAdmin || stale) transaction.update(refs.user(caller.uid), { ...(makeAdmin ? { role: 'admin' } : {}), email: caller.email });
      return { report: 'dataExist', madeAdmin: makeAdmin };
    }
    transaction.create(refs.user(caller.uid), {
      ...userNameFields(newRecordName(caller, name)),
      email: caller.email,
      phone: '',
      // The account's photo as set outside the app may point anywhere: kept only from trusted hosts.
      photoURL: isTrustedPhotoUrl(caller.photoURL) ? caller.photoURL : '',
      role: caller.isAdmin || makeAdmin ? 'admin' : '',
      isPaid: false,
      premiumUntil: null,
      createdAt: new Date(),
    });
    return { report: 'inserted', madeAdmin: makeAdmin };
  });
  const roleChanged = madeAdmin;
  if (roleChanged) await setAdminClaim(getAuth(), caller.uid, true);
  const stored = (await refs.user(caller.uid).get()).data();
  if (stored) await setAccountName(caller.uid, stored.name, caller.name);
  return { report, roleChanged, user: stored ? { id: caller.uid, user: stored } : null };
}

/** Who makes an admin change, as the audit log records them. */
type Actor = Parameters<typeof appendAudit>[1];

/** The profile fields PUT /user changes (validated by the shared profileSchema). */
export interface ProfileChange {
  name?: string | undefined;
  phone?: string | undefined;
}
const PROFILE_CHANGE_FIELDS = ['name', 'phone'] as const;

/**
 * Changes a user's name and phone. The account's display name first: if the record's write then
 * failed, the next sign-in (POST /user) would bring the account's name back to the record's, so
 * the two never stay apart. Then the record, in one transaction with, when an admin edits someone
 * else, a `user-edit` audit entry of the fields whose value changed (before and after). Users
 * editing their own profile, admins included, make no entry: that is not an admin action.
 */
export async function updateProfile(caller: Caller, uid: string, change: ProfileChange): Promise<void> {
  if (caller.uid !== uid && !caller.isAdmin) throw forbidden('You can only see or change your own records.');
  if (change.name !== undefined) await setAccountName(uid, change.name);
  await runTransaction(async (transaction) => {
    const record = (await transaction.get(refs.user(uid))).data();
    if (!record) throw notFound(`No user has the id ${uid}.`);
    const { name, phone } = change;
    transaction.update(refs.user(uid), { ...(phone === undefined ? {} : { phone }), ...(name === undefined ? {} : userNameFields(name)) });
    const changed = PROFILE_CHANGE_FIELDS.filter((field) => change[field] !== undefined && change[field] !== record[field]);
    if (caller.uid !== uid && changed.length > 0) {
      const values = (from: ProfileChange) => Object.fromEntries(changed.map((field) => [field, from[field]]));
      appendAudit(transaction, caller, 'user-edit', { kind: 'user', id: uid, label: record.email }, { before: values(record), after: values(change) });
    }
  });
}

/**
 * Grants or removes the admin role: the custom claim (the authority) and the mirrored `role`.
 * The last admin keeps the role, so the product never ends up without one. The audit entry goes
 * in the transaction that changes the record and `roles/{uid}`; the claim follows after it (Auth
 * cannot join a Firestore transaction), as it always has: the rules already trust the document.
 */
export async function setAdminRole(caller: Actor, uid: string, isAdmin: boolean): Promise<void> {
  const changed = await runTransaction(async (transaction) => {
    const record = (await transaction.get(refs.user(uid))).data();
    if (!record) throw notFound(`No user has the id ${uid}.`);
    if (!isAdmin) {
      const admins = await transaction.get(refs.users().where('role', '==', 'admin'));
      if (admins.docs.every((admin) => admin.id === uid)) {
        throw conflict('This is the last admin: make someone else admin first.', 'last-admin');
      }
    }
    transaction.update(refs.user(uid), { role: isAdmin ? 'admin' : '' });
    writeAdminRole(transaction, refs, uid, isAdmin);
    // A repeat (two admins promoting one user at once) rewrites the same role but changes nothing to record.
    const wasAdmin = record.role === 'admin';
    if (wasAdmin !== isAdmin) {
      appendAudit(transaction, caller, 'role-change', { kind: 'user', id: uid, label: record.email }, { before: { admin: wasAdmin }, after: { admin: isAdmin } });
      // The user hears of it: the notification commits with the change (and only with a change).
      addNotification(transaction, uid, roleText(isAdmin));
      return { email: record.email };
    }
    return null;
  });
  await setAdminClaim(getAuth(), uid, isAdmin);
  if (changed) emailNotification(uid, roleText(isAdmin), changed.email);
}

const roleText = (isAdmin: boolean) => (isAdmin ? notificationTexts.roleGiven() : notificationTexts.roleTaken());

/**
 * Removes an account: its Auth user, its user record and `roles/{uid}`, and what it leaves in
 * the rest of the data (eraseAccountData: off every leaderboard, certificates revoked, results
 * and attempts anonymised; payments stay as history). Auth cannot join a Firestore transaction,
 * so the audit entry (with the name, e-mail and role the user had) goes in the transaction that
 * deletes the record, which is the point of no return; then the account is disabled (no more
 * calls while the rest is erased), the data erased, and the Auth user deleted last. A retry after
 * a failure on the way finishes the job: it finds the account without its record and writes a
 * second entry (the account's own name, e-mail and role), or, with the account gone too, erases
 * what is left without an entry. Only when nothing at all is left is it a 404.
 */
export async function deleteAccount(caller: Actor, uid: string): Promise<void> {
  if (uid === caller.uid) throw conflict('You cannot delete your own account.', 'cannot-delete-self');
  const account = await getAuth().getUser(uid).catch(nullIfNoAccount);
  // The last-admin check and the record's deletion share one transaction: two admins deleting
  // each other at once would otherwise both see two admins and leave none.
  const recorded = await runTransaction(async (transaction) => {
    const record = (await transaction.get(refs.user(uid))).data();
    if (!record && !account) return false;
    if (record?.role === 'admin') {
      const admins = await transaction.get(refs.users().where('role', '==', 'admin'));
      if (admins.size <= 1) throw conflict('This is the last admin and cannot be deleted.', 'last-admin');
    }
    if (record) transaction.delete(refs.user(uid));
    writeAdminRole(transaction, refs, uid, false);
    const before = record
      ? { name: record.name, email: record.email, role: record.role }
      : { name: account?.displayName ?? '', email: (account?.email ?? '').toLowerCase(), role: account?.customClaims?.admin === true ? 'admin' : '' };
    appendAudit(transaction, caller, 'user-delete', { kind: 'user', id: uid, label: before.email }, { before, after: null });
    return true;
  });
  if (account) await getAuth().updateUser(uid, { disabled: true }).catch(nullIfNoAccount);
  const erased = await eraseAccountData(caller, uid);
  if (!recorded && erased === 0) throw notFound(`No user has the id ${uid}.`);
  if (!account) return;
  await getAuth()
    .deleteUser(uid)
    .catch((error: unknown) => {
      // Deleted meanwhile (a parallel delete): the account is gone either way.
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    });
}

/** One page of every user record, newest account first (the admins' Users table). */
export async function readUsersPage(page: PageRequest) {
  return readPage(refs.users(), LIST_ORDERS.users, page);
}

/** What PUT /user changes: the role (admins only), the name and the phone. */
export interface UserChange extends ProfileChange {
  role?: (typeof ROLES)[number] | undefined;
}

/**
 * PUT /user: changes the record an e-mail route names, and answers it as it is afterwards. The
 * role first: it is the part that can be refused (last admin), and then nothing is saved.
 */
export async function updateUser(caller: Caller, email: string, change: UserChange): Promise<StoredUser> {
  const { role, ...profile } = change;
  if (role !== undefined && !caller.isAdmin) throw forbidden('Only admins may change roles.');
  const target = await userForEmailRoute(caller, email);
  if (role !== undefined && role !== target.user.role) await setAdminRole(caller, target.id, role === 'admin');
  if (Object.keys(profile).length > 0) await updateProfile(caller, target.id, profile);
  return (await readUser(target.id)) ?? target;
}
