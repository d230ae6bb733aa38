/**
 * Notifications (ADR 0022): a user's own notifications and inbox are read by that user only
 * (admins included: they are personal); broadcasts by every signed-in user, not visitors; and no
 * client writes any of them: the functions write them and mark them read through the API.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationTexts } from '@quizmaster/shared/notifications';
import { collections, paths } from '@quizmaster/shared/paths';
import { useRulesEnvironment } from './fixtures';
import { actors, clientFirestore, firestoreAs } from './rules-env';

const rulesEnv = useRulesEnvironment({ resetBeforeEach: true });
const as = (actor: (typeof actors)[keyof typeof actors]) => firestoreAs(rulesEnv(), actor.uid, actor.claims);

const OWNER = actors.user;
const NOTIFICATION = paths.notification(OWNER.uid, 'n1');
const INBOX = paths.notificationInbox(OWNER.uid);
const BROADCAST = paths.broadcast('quiz-free-quiz');
const notification = { ...notificationTexts.refundDone(), createdAt: new Date(), read: false };

beforeEach(async () => {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = clientFirestore(context);
    await setDoc(doc(db, NOTIFICATION), notification);
    await setDoc(doc(db, INBOX), { unread: 1 });
    await setDoc(doc(db, BROADCAST), { ...notificationTexts.quizPublished('free-quiz', 'Free'), quizId: 'free-quiz', createdAt: new Date() });
  });
});

/** The bell's own reads, as the web app runs them (web/src/lib/firestore/rest-refs.ts has the same shapes; rest-reader.test.ts runs them through the REST reader). */
const ownPage = (db: ReturnType<typeof as>, uid: string) => query(collection(db, paths.notifications(uid)), orderBy('createdAt', 'desc'), limit(11));
const broadcastPage = (db: ReturnType<typeof as>) => query(collection(db, collections.broadcasts), orderBy('createdAt', 'desc'), limit(11));

describe("a user's own notifications", () => {
  it('as their owner I can get and list them and get my inbox', async () => {
    const db = as(OWNER);
    expect((await assertSucceeds(getDoc(doc(db, NOTIFICATION)))).get('kind')).toBe('refund-done');
    expect((await assertSucceeds(getDocs(ownPage(db, OWNER.uid)))).size).toBe(1);
    expect((await assertSucceeds(getDocs(query(collection(db, paths.notifications(OWNER.uid)), where('read', '==', false), limit(11))))).size).toBe(1);
    expect((await assertSucceeds(getDoc(doc(db, INBOX)))).get('unread')).toBe(1);
    // A new user has no inbox yet: reading it is allowed and finds nothing.
    expect((await assertSucceeds(getDoc(doc(firestoreAs(rulesEnv(), 'newcomer', {}), paths.notificationInbox('newcomer'))))).exists()).toBe(false);
  });

  it.each([
    ['another signed-in user', actors.premium],
    ['an admin', actors.admin],
    ['a visitor', actors.visitor],
  ] as const)('as %s I can NOT get or list them, nor get the inbox', async (_label, actor) => {
    const db = as(actor);
    await assertFails(getDoc(doc(db, NOTIFICATION)));
    await assertFails(getDocs(ownPage(db, OWNER.uid)));
    await assertFails(getDoc(doc(db, INBOX)));
    await assertFails(getDocs(collection(db, collections.notificationInboxes)));
  });

  it.each([
    ['their owner', OWNER],
    ['an admin', actors.admin],
    ['a visitor', actors.visitor],
  ] as const)('as %s I can NOT create, update or delete a notification or the inbox', async (_label, actor) => {
    const db = as(actor);
    await assertFails(setDoc(doc(db, paths.notification(OWNER.uid, 'mine')), notification));
    await assertFails(updateDoc(doc(db, NOTIFICATION), { read: true }));
    await assertFails(deleteDoc(doc(db, NOTIFICATION)));
    await assertFails(setDoc(doc(db, INBOX), { unread: 0 }));
    await assertFails(updateDoc(doc(db, INBOX), { unread: 0 }));
    await assertFails(deleteDoc(doc(db, INBOX)));
  });
});

describe('broadcasts', () => {
  it.each([
    ['a signed-in user', actors.user],
    ['a premium user', actors.premium],
    ['an admin', actors.admin],
  ] as const)('as %s I can get and list them', async (_label, actor) => {
    const db = as(actor);
    expect((await assertSucceeds(getDoc(doc(db, BROADCAST)))).get('kind')).toBe('quiz-published');
    expect((await assertSucceeds(getDocs(broadcastPage(db)))).size).toBe(1);
  });

  it('as a visitor I can NOT read them', async () => {
    const db = as(actors.visitor);
    await assertFails(getDoc(doc(db, BROADCAST)));
    await assertFails(getDocs(broadcastPage(db)));
  });

  it.each([
    ['a signed-in user', actors.user],
    ['an admin', actors.admin],
  ] as const)('as %s I can NOT create, update or delete one', async (_label, actor) => {
    const db = as(actor);
    await assertFails(setDoc(doc(db, paths.broadcast('fake')), { title: 'x' }));
    await assertFails(updateDoc(doc(db, BROADCAST), { title: 'changed' }));
    await assertFails(deleteDoc(doc(db, BROADCAST)));
  });
});
