/**
 * List queries: a user lists their own payments, results and attempts only with a query the
 * rules can prove is theirs; broad lists are refused. The app's own queries (web/src/lib/firestore)
 * are tested as the app runs them.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, getDocs, query, where, type Firestore, type Query } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { collections, paths, subcollections } from '@quizmaster/shared/paths';
import {
  userPaymentsQuery,
  myQuizSubmissionsQuery,
  userSubmissionsQuery,
  paymentsQuery,
  questionsQuery,
  quizSubmissionsQuery,
  quizzesQuery,
  usersQuery,
} from '../../../web/src/lib/firestore/refs';
import { FREE_QUIZ, PAID_QUIZ, useRulesEnvironment } from './fixtures';
import { actors, firestoreAs, OTHER_UID } from './rules-env';

const rulesEnv = useRulesEnvironment({ resetBeforeEach: true });

const as = (actor: (typeof actors)[keyof typeof actors]) => firestoreAs(rulesEnv(), actor.uid, actor.claims);
const user = actors.user;
const adminQueries: [string, (db: Firestore) => Query][] = [
  ['every payment', paymentsQuery],
  ['every user', usersQuery],
];

describe("the app's own queries, as a signed-in user", () => {
  it('lists my payments, and only mine', async () => {
    const snapshot = await assertSucceeds(getDocs(userPaymentsQuery(as(user), user.uid)));
    expect(snapshot.docs.map((payment) => payment.data().uid)).toEqual([user.uid]);
  });

  it('lists my results across every quiz (collection group), and only mine', async () => {
    const snapshot = await assertSucceeds(getDocs(userSubmissionsQuery(as(user), user.uid)));
    expect(snapshot.docs.map((submission) => submission.data().userId)).toEqual([user.uid]);
  });

  it('lists my results in one quiz, and only mine', async () => {
    const snapshot = await assertSucceeds(getDocs(myQuizSubmissionsQuery(as(user), FREE_QUIZ, user.uid)));
    expect(snapshot.docs.map((submission) => submission.data().userId)).toEqual([user.uid]);
  });

  it('lists the quizzes (a visitor too), parsed through the shared model', async () => {
    const snapshot = await assertSucceeds(getDocs(quizzesQuery(as(actors.visitor))));
    expect(snapshot.docs.map((quiz) => quiz.data().quizType).sort()).toEqual(['free', 'paid']);
  });

  it('lists the questions of a free quiz', async () => {
    const snapshot = await assertSucceeds(getDocs(questionsQuery(as(user), FREE_QUIZ, 'free')));
    expect(snapshot.size).toBe(1);
  });

  it('can NOT list the questions of a paid quiz', async () => {
    await assertFails(getDocs(questionsQuery(as(user), PAID_QUIZ, 'paid')));
  });

  it("can NOT use another user's uid in the app's payment or result queries", async () => {
    await assertFails(getDocs(userPaymentsQuery(as(user), OTHER_UID)));
    await assertFails(getDocs(userSubmissionsQuery(as(user), OTHER_UID)));
    await assertFails(getDocs(myQuizSubmissionsQuery(as(user), FREE_QUIZ, OTHER_UID)));
  });

  it.each(adminQueries)("can NOT run the admins' query of %s", async (_label, adminQuery) => {
    await assertFails(getDocs(adminQuery(as(user))));
  });

  it("can NOT run the admins' result sheet of a quiz", async () => {
    await assertFails(getDocs(quizSubmissionsQuery(as(user), FREE_QUIZ)));
  });
});

describe('broad lists, as a signed-in user', () => {
  it.each([
    ['all payments', () => collection(as(user), collections.payments)],
    ['all users', () => collection(as(user), collections.users)],
    ['all results of a quiz', () => collection(as(user), paths.submissions(FREE_QUIZ))],
    ['all results everywhere', () => collectionGroup(as(user), subcollections.submissions)],
    ['all attempts of a quiz', () => collection(as(user), paths.attempts(FREE_QUIZ))],
    ['the questions of a free quiz without the quizType filter', () => collection(as(user), paths.questions(FREE_QUIZ))],
  ])('can NOT list %s', async (_label, broadQuery) => {
    await assertFails(getDocs(broadQuery()));
  });

  it('can NOT list payments filtered on something other than the owner', async () => {
    await assertFails(getDocs(query(collection(as(user), collections.payments), where('refund', '==', 'false'))));
  });

  it('lists my attempts in a quiz when the query filters on my uid', async () => {
    const snapshot = await assertSucceeds(
      getDocs(query(collection(as(user), paths.attempts(FREE_QUIZ)), where('userId', '==', user.uid))),
    );
    expect(snapshot.size).toBe(1);
  });

  it("gets nothing from a paid quiz's questions when filtering on quizType 'free'", async () => {
    const snapshot = await assertSucceeds(
      getDocs(query(collection(as(user), paths.questions(PAID_QUIZ)), where('quizType', '==', 'free'))),
    );
    expect(snapshot.size).toBe(0);
  });
});

describe('broad lists, as an admin', () => {
  it.each(adminQueries)("runs the admins' query of %s and sees everyone's", async (_label, adminQuery) => {
    const snapshot = await assertSucceeds(getDocs(adminQuery(as(actors.admin))));
    expect(snapshot.size).toBe(Object.values(actors).filter((actor) => actor.uid).length + 1);
  });

  it("lists one user's payments and results (the user details page)", async () => {
    const payments = await assertSucceeds(getDocs(userPaymentsQuery(as(actors.admin), user.uid)));
    expect(payments.docs.map((payment) => payment.data().uid)).toEqual([user.uid]);
    const results = await assertSucceeds(getDocs(userSubmissionsQuery(as(actors.admin), user.uid)));
    expect(results.docs.map((submission) => submission.data().quizId)).toEqual([FREE_QUIZ]);
  });

  it('lists every result everywhere (collection group)', async () => {
    const snapshot = await assertSucceeds(getDocs(collectionGroup(as(actors.admin), subcollections.submissions)));
    expect(snapshot.size).toBeGreaterThan(1);
  });

  it('runs the result sheet of a quiz', async () => {
    await assertSucceeds(getDocs(quizSubmissionsQuery(as(actors.admin), FREE_QUIZ)));
  });
});

describe('claims that only look like premium or admin', () => {
  const future = Math.floor(Date.now() / 1000) + 3600;
  const lookalikes: [string, Record<string, unknown>][] = [
    ['a premium claim without an end', { premium: true }],
    ['an end written as text', { premium: true, premiumUntil: String(future) }],
    ['premium false with an end in the future', { premium: false, premiumUntil: future }],
    ['premium written as the text "true"', { premium: 'true', premiumUntil: future }],
    ['an end in the future but no premium claim', { premiumUntil: future }],
  ];

  it.each(lookalikes)('a user with %s can NOT read the questions of a paid quiz', async (_label, claims) => {
    const db = firestoreAs(rulesEnv(), 'mallory', claims);
    await assertFails(getDocs(questionsQuery(db, PAID_QUIZ, 'paid')));
  });

  it.each([
    ['admin written as the text "true"', { admin: 'true' }],
    ['a role claim instead of the admin claim', { role: 'admin' }],
  ])('a user with %s can NOT read an answer key', async (_label, claims) => {
    const db = firestoreAs(rulesEnv(), 'mallory', claims);
    await assertFails(getDocs(collection(db, `${paths.quiz(FREE_QUIZ)}/${subcollections.private}`)));
  });
});
