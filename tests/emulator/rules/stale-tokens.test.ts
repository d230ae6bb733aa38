/**
 * Tokens whose claims outlived the authority they describe: an admin claim after the role was
 * removed (or the account deleted). A token keeps its claims for up to an hour; the rules decide
 * from roles/{uid} instead, which the functions change at once, so such tokens open nothing.
 * (Premium claims open nothing in Firestore at all; api/authority.test.ts plays the same attacks
 * end to end, with real tokens.)
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, query, type Firestore } from 'firebase/firestore';
import { QUERY_LIMITS } from '@quizmaster/shared/paging';
import { beforeAll, describe, it } from 'vitest';
import { collections, paths } from '@quizmaster/shared/paths';
import { FREE_QUIZ, fixturePaths, resetFixture, useRulesEnvironment } from './fixtures';
import { actors, firestoreAs, OTHER_UID } from './rules-env';

const rulesEnv = useRulesEnvironment({ resetBeforeEach: false });
// Nothing here writes: one fixture serves every test.
beforeAll(async () => {
  await resetFixture(rulesEnv());
});

/** Everything only an admin reads. */
const adminOnlyReads: Record<string, (db: Firestore) => Promise<unknown>> = {
  'list every user record': (db: Firestore) => getDocs(query(collection(db, collections.users), limit(QUERY_LIMITS.admin))),
  "get another user's record": (db: Firestore) => getDoc(doc(db, paths.user(OTHER_UID))),
  'list every payment': (db: Firestore) => getDocs(query(collection(db, collections.payments), limit(QUERY_LIMITS.admin))),
  'get an answer key': (db: Firestore) => getDoc(doc(db, paths.answerKey(FREE_QUIZ))),
  "get another user's submission": (db: Firestore) => getDoc(doc(db, fixturePaths.submission(OTHER_UID))),
  'read the payment figures': (db: Firestore) => getDocs(query(collection(db, collections.paymentStats), limit(QUERY_LIMITS.admin))),
};

describe('an admin claim without the role document (demoted, deleted, or never granted by the server)', () => {
  // The fixture has written nothing for this uid: no roles/{uid}, as after a demotion.
  const demoted = () => firestoreAs(rulesEnv(), 'demoted-admin', { admin: true });

  it.each(Object.entries(adminOnlyReads))('can NOT %s', async (_label, read) => {
    await assertFails(read(demoted()));
  });

  it.each(Object.entries(adminOnlyReads))('(the admin with the role document can %s)', async (_label, read) => {
    await assertSucceeds(read(firestoreAs(rulesEnv(), actors.admin.uid, actors.admin.claims)));
  });
});
