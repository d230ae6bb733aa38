/**
 * The admin audit log (`auditLog/{entryId}`) is append-only for everyone but the functions:
 * admins read and list it (the Audit page's own queries), players and visitors cannot read it,
 * and no client, admins included, creates, changes or deletes an entry.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getCountFromServer, getDoc, getDocs, limit, query, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '@quizmaster/shared/paging';
import { collections, paths } from '@quizmaster/shared/paths';
import { countQuery, pageQuery } from '@quizmaster/web/lib/firestore/page-query';
import { auditLogList } from '@quizmaster/web/lib/firestore/refs';
import { useRulesEnvironment } from './fixtures';
import { actors, clientFirestore, firestoreAs, grantAuthority } from './rules-env';

const rulesEnv = useRulesEnvironment({ resetBeforeEach: true });
const as = (actor: (typeof actors)[keyof typeof actors]) => firestoreAs(rulesEnv(), actor.uid, actor.claims);

const ENTRY_ID = 'entry-1';
/** An entry as the functions append it (role change of the signed-in user by the admin). */
const entry = (at = new Date()) => ({
  action: 'role-change',
  actorUid: actors.admin.uid,
  actorEmail: `${actors.admin.uid}@example.com`,
  actorName: `User ${actors.admin.uid}`,
  at,
  target: { kind: 'user', id: actors.user.uid, label: `${actors.user.uid}@example.com` },
  before: { admin: false },
  after: { admin: true },
});

beforeEach(async () => {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(clientFirestore(context), paths.auditEntry(ENTRY_ID)), entry());
  });
});

const everyone = [
  ['an admin', actors.admin],
  ['a signed-in user', actors.user],
  ['a premium user', actors.premium],
  ['a visitor', actors.visitor],
] as const;
const noFilter = { actorEmail: '', action: '', from: null, until: null } as const;
const firstPage = (db: Firestore) => {
  const list = auditLogList(db, noFilter);
  return getDocs(pageQuery(list.query, list.order, 20, null));
};

describe('reading the audit log', () => {
  it('an admin reads an entry, and pages and counts the log as the Audit page does', async () => {
    const db = as(actors.admin);
    const read = await assertSucceeds(getDoc(doc(db, paths.auditEntry(ENTRY_ID))));
    expect(read.get('after')).toEqual({ admin: true });
    const page = await assertSucceeds(firstPage(db));
    expect(page.docs.map((row) => [row.id, row.data().action])).toEqual([[ENTRY_ID, 'role-change']]);
    expect((await assertSucceeds(getCountFromServer(countQuery(auditLogList(db, noFilter).query, QUERY_LIMITS.admin)))).data().count).toBe(1);
  });

  it.each([
    ['a signed-in user', actors.user],
    ['a premium user', actors.premium],
    ['a visitor', actors.visitor],
  ])('%s can NOT read an entry, list, page or count the log', async (_label, actor) => {
    const db = as(actor);
    await assertFails(getDoc(doc(db, paths.auditEntry(ENTRY_ID))));
    await assertFails(getDocs(query(collection(db, collections.auditLog), limit(1))));
    await assertFails(firstPage(db));
    await assertFails(getCountFromServer(countQuery(auditLogList(db, noFilter).query, QUERY_LIMITS.admin)));
  });

  it('a user whose token says admin but who is no admin now (no roles document) can NOT read it', async () => {
    const db = firestoreAs(rulesEnv(), 'demoted', { admin: true });
    await assertFails(getDoc(doc(db, paths.auditEntry(ENTRY_ID))));
    await assertFails(firstPage(db));
  });
});

describe('writing the audit log', () => {
  it.each(everyone)('%s can NOT create an entry, with a chosen id or a new one', async (_label, actor) => {
    const db = as(actor);
    await assertFails(setDoc(doc(db, paths.auditEntry('forged')), entry()));
    await assertFails(addDoc(collection(db, collections.auditLog), entry()));
  });

  it.each(everyone)('%s can NOT change an entry, not even one field, nor overwrite it', async (_label, actor) => {
    const db = as(actor);
    await assertFails(updateDoc(doc(db, paths.auditEntry(ENTRY_ID)), { after: { admin: false } }));
    await assertFails(setDoc(doc(db, paths.auditEntry(ENTRY_ID)), entry(new Date(0))));
    await assertFails(setDoc(doc(db, paths.auditEntry(ENTRY_ID)), { actorEmail: 'someone@example.com' }, { merge: true }));
  });

  it.each(everyone)('%s can NOT delete an entry', async (_label, actor) => {
    await assertFails(deleteDoc(doc(as(actor), paths.auditEntry(ENTRY_ID))));
  });

  it('the entry is unchanged after every attempt', async () => {
    // A second admin, with the authority document the rules trust, tries too.
    await grantAuthority(rulesEnv(), 'second-admin', { admin: true });
    const db = firestoreAs(rulesEnv(), 'second-admin', { admin: true });
    await assertFails(deleteDoc(doc(db, paths.auditEntry(ENTRY_ID))));
    const stored = await assertSucceeds(getDoc(doc(db, paths.auditEntry(ENTRY_ID))));
    expect(stored.data()).toMatchObject({ action: 'role-change', before: { admin: false }, after: { admin: true } });
  });
});
