/**
 * List queries: a user lists their own payments, results and attempts only with a query the
 * rules can prove is theirs; broad lists are refused. The app's own queries (web/src/lib/firestore)
 * are tested as the app runs them, each with its limit (the rules refuse a list without one:
 * firestore-matrix.test.ts has those cells); a broad list here asks for one row, so it is refused
 * for what it would read, not for its size.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  writeBatch,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_SIZES, QUERY_LIMITS, searchKey } from '@quizmaster/shared/paging';
import { collections, paths, subcollections } from '@quizmaster/shared/paths';
import { countQuery, pageQuery } from '@quizmaster/web/lib/firestore/page-query';
import { countQuery as restCount, runQuery } from '@quizmaster/web/lib/firestore/rest';
import { catalogueQuery } from '@quizmaster/web/lib/firestore/rest-refs';
import { ownActivePaymentQuery, ownPaymentsList, restCountQuery, restPageQuery } from '@quizmaster/web/lib/firestore/one-shot-reads';
import {
  auditLogList,
  paymentsList,
  quizListOrder,
  quizListQuery,
  quizSubmissionsQuery,
  quizzesByIdQuery,
  quizzesQuery,
  RESULT_SHEET_ORDERS,
  submissionRef,
  userActivePaymentQuery,
  userPaymentsList,
  userResultsList,
  userSubmissionsQuery,
  usersList,
  type AuditListFilter,
  type ListQuery,
  type PaymentListFilter,
  type UserListFilter,
} from '@quizmaster/web/lib/firestore/refs';
import { DRAFT_QUIZ, fixtureData, FREE_QUIZ, PAID_QUIZ, useRulesEnvironment } from './fixtures';
import { actors, clientFirestore, firestoreAs, OTHER_UID, readerAs } from './rules-env';

const rulesEnv = useRulesEnvironment({ resetBeforeEach: true });

const as = (actor: (typeof actors)[keyof typeof actors]) => firestoreAs(rulesEnv(), actor.uid, actor.claims);
const user = actors.user;
/** A quiz's questions, as a client filtering on the quiz's type would list them. */
const questionsOf = (db: Firestore, quizId: string, quizType: 'free' | 'paid') =>
  query(collection(db, paths.questions(quizId)), where('quizType', '==', quizType), orderBy('order'), limit(1));
/** At most one row: a query refused for what it reads, not for how much. */
const oneRow = (broad: Query) => query(broad, limit(1));

/** A paged list as the app reads it: its first page (size + 1 rows, ordered) and its count() (admins' bound unless told). */
const firstPage = <T,>(list: ListQuery<T>) => getDocs(pageQuery(list.query, list.order, 25, null));
const countOf = <T,>(list: ListQuery<T>, max: number = QUERY_LIMITS.admin) => getCountFromServer(countQuery(list.query, max));

const noUserFilter: UserListFilter = { search: '', role: '', premium: '', now: new Date() };
const noPaymentFilter: PaymentListFilter = { refund: '', email: '', from: null, until: null };
const noAuditFilter: AuditListFilter = { actorEmail: '', action: '', from: null, until: null };
const aDayAgo = () => new Date(Date.now() - 86_400_000);

/** Every filter combination the Users table and the Payments list can send (admins only). */
const adminLists: [string, (db: Firestore) => ListQuery<unknown>][] = [
  ['users, newest first', (db) => usersList(db, noUserFilter)],
  ['users by name', (db) => usersList(db, { ...noUserFilter, search: 'User s' })],
  ['users by e-mail', (db) => usersList(db, { ...noUserFilter, search: 'sam@' })],
  ['admins by name', (db) => usersList(db, { ...noUserFilter, search: 'user', role: 'admin' })],
  ['players by e-mail', (db) => usersList(db, { ...noUserFilter, search: 'sam@', role: 'player' })],
  ['admins, newest first', (db) => usersList(db, { ...noUserFilter, role: 'admin' })],
  ['premium users', (db) => usersList(db, { ...noUserFilter, premium: 'premium' })],
  ['free users', (db) => usersList(db, { ...noUserFilter, premium: 'free' })],
  ['premium players', (db) => usersList(db, { ...noUserFilter, premium: 'premium', role: 'player' })],
  ['free admins', (db) => usersList(db, { ...noUserFilter, premium: 'free', role: 'admin' })],
  ['payments, newest first', (db) => paymentsList(db, noPaymentFilter)],
  ['payments by refund state', (db) => paymentsList(db, { ...noPaymentFilter, refund: 'processing' })],
  ['payments by e-mail', (db) => paymentsList(db, { ...noPaymentFilter, email: 'sam@' })],
  ['refunded payments by e-mail', (db) => paymentsList(db, { ...noPaymentFilter, email: 'sam', refund: 'true' })],
  ['payments in a date range', (db) => paymentsList(db, { ...noPaymentFilter, from: new Date(0), until: new Date(Date.now() + 86_400_000) })],
  [
    'complete payments in a date range',
    (db) => paymentsList(db, { ...noPaymentFilter, refund: 'false', from: new Date(0), until: new Date(Date.now() + 86_400_000) }),
  ],
  ["another user's payments (user details)", (db) => userPaymentsList(db, OTHER_UID)],
  ["another user's results (user details)", (db) => userResultsList(db, OTHER_UID)],
  ['the audit log, newest first', (db) => auditLogList(db, noAuditFilter)],
  ['the audit log of one admin (by e-mail)', (db) => auditLogList(db, { ...noAuditFilter, actorEmail: 'ada@example.com' })],
  ['the audit log of one action', (db) => auditLogList(db, { ...noAuditFilter, action: 'role-change' })],
  ['the audit log in a date range', (db) => auditLogList(db, { ...noAuditFilter, from: aDayAgo(), until: new Date(Date.now() + 86_400_000) })],
  [
    "one admin's refunds in a date range (audit log)",
    (db) => auditLogList(db, { actorEmail: 'ada@example.com', action: 'refund', from: aDayAgo(), until: new Date(Date.now() + 86_400_000) }),
  ],
];

describe("the app's own queries, as a signed-in user", () => {
  it('pages and counts my payments (My Payments), and only mine', async () => {
    const mine = userPaymentsList(as(user), user.uid);
    const snapshot = await assertSucceeds(firstPage(mine));
    expect(snapshot.docs.map((payment) => payment.data().uid)).toEqual([user.uid]);
    expect((await assertSucceeds(countOf(mine, QUERY_LIMITS.own))).data().count).toBe(1);
  });

  it('finds whether I have a payment that was not refunded', async () => {
    const snapshot = await assertSucceeds(getDocs(userActivePaymentQuery(as(user), user.uid)));
    expect(snapshot.docs.map((payment) => payment.data().uid)).toEqual([user.uid]);
  });

  it("reads My Payments' first page, count and active payment through the REST reader, as the page does, and only mine", async () => {
    const reader = readerAs(user.uid);
    const { list, order } = ownPaymentsList(user.uid);
    const page = await runQuery(reader, restPageQuery(list, order, PAGE_SIZES.table, null).query);
    expect(page.map((payment) => payment.data.uid)).toEqual([user.uid]);
    expect(await restCount(reader, restCountQuery(list, QUERY_LIMITS.own))).toBe(1);
    const active = await runQuery(reader, ownActivePaymentQuery(user.uid));
    expect(active.map((payment) => payment.data.uid)).toEqual([user.uid]);
    const theirs = ownPaymentsList(OTHER_UID).list;
    await expect(runQuery(reader, restPageQuery(theirs, order, PAGE_SIZES.table, null).query)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(runQuery(reader, ownActivePaymentQuery(OTHER_UID))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('pages my results across every quiz, and only mine', async () => {
    const snapshot = await assertSucceeds(firstPage(userResultsList(as(user), user.uid)));
    expect(snapshot.docs.map((submission) => submission.data().userId)).toEqual([user.uid]);
  });

  it("can NOT read quizzes by id in a list (the admins' user details page): the list could hold a draft", async () => {
    await assertFails(getDocs(quizzesByIdQuery(as(user), [FREE_QUIZ, 'gone'])));
  });

  it('lists my results across every quiz (collection group), and only mine', async () => {
    const snapshot = await assertSucceeds(getDocs(query(userSubmissionsQuery(as(user), user.uid), limit(QUERY_LIMITS.own))));
    expect(snapshot.docs.map((submission) => submission.data().userId)).toEqual([user.uid]);
  });

  it('gets my result of an attempt by its id (after the time ran out), and not one of another player', async () => {
    const mine = await assertSucceeds(getDoc(submissionRef(as(user), FREE_QUIZ, `sub-${user.uid}`)));
    expect(mine.data()?.userId).toBe(user.uid);
    await assertFails(getDoc(submissionRef(as(user), FREE_QUIZ, `sub-${OTHER_UID}`)));
  });

  it('lists the published quizzes (a visitor too), parsed through the shared model, never a draft', async () => {
    for (const actor of [actors.visitor, user]) {
      const snapshot = await assertSucceeds(getDocs(quizzesQuery(as(actor))));
      expect(snapshot.docs.map((quiz) => quiz.id).sort()).toEqual([FREE_QUIZ, PAID_QUIZ]);
      expect(snapshot.docs.map((quiz) => quiz.data().quizType).sort()).toEqual(['free', 'paid']);
    }
  });

  it('can NOT list the questions of a quiz, free or paid: they come only inside an attempt', async () => {
    await assertFails(getDocs(questionsOf(as(user), FREE_QUIZ, 'free')));
    await assertFails(getDocs(questionsOf(as(user), PAID_QUIZ, 'paid')));
    await assertFails(getDocs(questionsOf(as(actors.premium), PAID_QUIZ, 'paid')));
  });

  it("can NOT use another user's uid in the app's payment or result queries, nor count them", async () => {
    await assertFails(firstPage(userPaymentsList(as(user), OTHER_UID)));
    await assertFails(countOf(userPaymentsList(as(user), OTHER_UID), QUERY_LIMITS.own));
    await assertFails(getDocs(userActivePaymentQuery(as(user), OTHER_UID)));
    await assertFails(firstPage(userResultsList(as(user), OTHER_UID)));
    await assertFails(getDocs(oneRow(userSubmissionsQuery(as(user), OTHER_UID))));
  });

  it.each(adminLists)("can NOT page the admins' list of %s", async (_label, list) => {
    await assertFails(firstPage(list(as(user))));
  });

  it.each(adminLists)("can NOT count the admins' list of %s", async (_label, list) => {
    await assertFails(countOf(list(as(user))));
  });

  it('can NOT page the users even as a premium user', async () => {
    await assertFails(firstPage(usersList(as(actors.premium), noUserFilter)));
  });

  it("can NOT run the admins' result sheet of a quiz", async () => {
    await assertFails(getDocs(oneRow(quizSubmissionsQuery(as(user), FREE_QUIZ))));
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
    ['all quizzes, without the published filter (it would hold drafts)', () => collection(as(user), collections.quizzes)],
    ['the free quizzes without the published filter', () => query(collection(as(user), collections.quizzes), where('quizType', '==', 'free'))],
    ['the drafts', () => query(collection(as(actors.premium), collections.quizzes), where('published', '==', false))],
  ])('can NOT list %s', async (_label, broadQuery) => {
    await assertFails(getDocs(oneRow(broadQuery())));
  });

  it('can NOT list payments filtered on something other than the owner', async () => {
    await assertFails(getDocs(oneRow(query(collection(as(user), collections.payments), where('refund', '==', 'false')))));
  });

  it('lists my attempts in a quiz when the query filters on my uid', async () => {
    const snapshot = await assertSucceeds(
      getDocs(query(collection(as(user), paths.attempts(FREE_QUIZ)), where('userId', '==', user.uid), limit(QUERY_LIMITS.own))),
    );
    expect(snapshot.size).toBe(1);
  });

  it("can NOT list a paid quiz's questions even filtering on quizType 'free'", async () => {
    await assertFails(getDocs(questionsOf(as(user), PAID_QUIZ, 'free')));
  });
});

describe('broad lists, as an admin', () => {
  it("pages every payment and sees everyone's", async () => {
    const snapshot = await assertSucceeds(firstPage(paymentsList(as(actors.admin), noPaymentFilter)));
    expect(snapshot.size).toBe(Object.values(actors).filter((actor) => actor.uid).length + 1);
  });

  it.each(adminLists)('pages and counts the list of %s', async (_label, list) => {
    await assertSucceeds(firstPage(list(as(actors.admin))));
    await assertSucceeds(countOf(list(as(actors.admin))));
  });

  it('counts every user', async () => {
    const count = (await assertSucceeds(countOf(usersList(as(actors.admin), noUserFilter)))).data().count;
    expect(count).toBe(Object.values(actors).filter((actor) => actor.uid).length + 1);
  });

  it("pages one user's payments and results (the user details page)", async () => {
    const payments = await assertSucceeds(firstPage(userPaymentsList(as(actors.admin), user.uid)));
    expect(payments.docs.map((payment) => payment.data().uid)).toEqual([user.uid]);
    const results = await assertSucceeds(firstPage(userResultsList(as(actors.admin), user.uid)));
    expect(results.docs.map((submission) => submission.data().quizId)).toEqual([FREE_QUIZ]);
  });

  it('lists every result everywhere (collection group)', async () => {
    const snapshot = await assertSucceeds(getDocs(query(collectionGroup(as(actors.admin), subcollections.submissions), limit(QUERY_LIMITS.admin))));
    expect(snapshot.size).toBeGreaterThan(1);
  });

  it('runs the result sheet of a quiz', async () => {
    await assertSucceeds(getDocs(pageQuery(quizSubmissionsQuery(as(actors.admin), FREE_QUIZ), RESULT_SHEET_ORDERS.marks, 25, null)));
  });

  it('reads the quizzes of a page of results by id (user details), drafts included', async () => {
    const snapshot = await assertSucceeds(getDocs(quizzesByIdQuery(as(actors.admin), [FREE_QUIZ, DRAFT_QUIZ, 'gone'])));
    expect(snapshot.docs.map((quiz) => quiz.id).sort()).toEqual([DRAFT_QUIZ, FREE_QUIZ]);
  });
});

describe('claims that only look like admin', () => {
  it.each([
    ['admin written as the text "true"', { admin: 'true' }],
    ['a role claim instead of the admin claim', { role: 'admin' }],
  ])('a user with %s can NOT read an answer key', async (_label, claims) => {
    const db = firestoreAs(rulesEnv(), 'mallory', claims);
    await assertFails(getDocs(oneRow(collection(db, `${paths.quiz(FREE_QUIZ)}/${subcollections.private}`))));
  });
});

/**
 * The paged lists of quizzes and results (Manage Quizzes, the Result Sheet, the catalogue), each
 * as its page runs it (one page of size + 1 rows, its filter, its order) and its count() total.
 */
describe('paged quiz lists and result sheets', () => {
  // Quizzes with their search key, and results of every grade in the free quiz.
  beforeEach(async () => {
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      const db = clientFirestore(context);
      const batch = writeBatch(db);
      for (const [id, name, quizType] of [
        ['q-alpha', 'Alpha Quiz', 'free'],
        ['q-alps', 'Alps and Peaks', 'paid'],
        ['q-beta', 'Beta Quiz', 'free'],
      ] as const) {
        batch.set(doc(db, paths.quiz(id)), { ...fixtureData.quiz(quizType), quizName: name, quizNameLower: searchKey(name) });
      }
      for (const [uid, marks, grade] of [
        ['r1', 90, 'A+'],
        ['r2', 55, 'B'],
        ['r3', 52, 'B'],
        ['r4', 10, 'F'],
      ] as const) {
        batch.set(doc(db, `${paths.submissions(FREE_QUIZ)}/${uid}`), { ...fixtureData.submission(uid), marks, grade });
      }
      await batch.commit();
    });
  });

  const ownResults = 1 + Object.values(actors).filter((actor) => actor.uid).length;

  it.each([
    ['every type', null],
    ['free only', 'free'],
  ] as const)('a visitor reads the first page of the catalogue through the REST reader, with no token (%s)', async (_label, quizType) => {
    const page = await runQuery(null, catalogueQuery({ quizType, count: 2 }));
    expect(page).toHaveLength(3);
    const everything = await runQuery(null, catalogueQuery({ quizType, count: 100 }));
    expect(everything.map((quiz) => quiz.id)).not.toContain(DRAFT_QUIZ);
    if (quizType) expect(page.every((quiz) => quiz.data.quizType === quizType)).toBe(true);
    const last = page[1];
    const next = await runQuery(null, catalogueQuery({ quizType, count: 2, after: last ? [last.data.createdAt as Date, last.id] : undefined }));
    expect(next.map((quiz) => quiz.id)).not.toContain(page[0]?.id);
  });

  it('an admin runs Manage Quizzes: every quiz, drafts included; a page searched by name and type, and its count()', async () => {
    const db = as(actors.admin);
    const every = { quizType: null, namePrefix: '' };
    const all = await assertSucceeds(getDocs(pageQuery(quizListQuery(db, every), quizListOrder(every), 25, null)));
    expect(all.docs.map((quiz) => quiz.id)).toContain(DRAFT_QUIZ);
    expect((await assertSucceeds(getCountFromServer(countQuery(quizListQuery(db, every), QUERY_LIMITS.admin)))).data().count).toBe(6);
    const filter = { quizType: 'free' as const, namePrefix: ' ALP' };
    const page = await assertSucceeds(getDocs(pageQuery(quizListQuery(db, filter), quizListOrder(filter), 25, null)));
    expect(page.docs.map((quiz) => quiz.id)).toEqual(['q-alpha']);
    const bothTypes = { quizType: null, namePrefix: 'alp' };
    const searched = await assertSucceeds(getDocs(pageQuery(quizListQuery(db, bothTypes), quizListOrder(bothTypes), 25, null)));
    expect(searched.docs.map((quiz) => quiz.id)).toEqual(['q-alpha', 'q-alps']);
    const paid = { quizType: 'paid' as const, namePrefix: '' };
    expect((await assertSucceeds(getCountFromServer(countQuery(quizListQuery(db, paid), QUERY_LIMITS.admin)))).data().count).toBe(2);
    expect((await assertSucceeds(getCountFromServer(countQuery(quizListQuery(db, bothTypes), QUERY_LIMITS.admin)))).data().count).toBe(2);
    expect((await assertSucceeds(getCountFromServer(countQuery(quizListQuery(db, filter), QUERY_LIMITS.admin)))).data().count).toBe(1);
  });

  it.each([
    ['a visitor', actors.visitor],
    ['a premium user', actors.premium],
  ])("%s can NOT run Manage Quizzes' list or its count() (it holds drafts)", async (_label, actor) => {
    const db = as(actor);
    for (const filter of [
      { quizType: null, namePrefix: '' },
      { quizType: 'free' as const, namePrefix: 'alp' },
    ]) {
      await assertFails(getDocs(pageQuery(quizListQuery(db, filter), quizListOrder(filter), 25, null)));
      await assertFails(getCountFromServer(countQuery(quizListQuery(db, filter), QUERY_LIMITS.admin)));
    }
  });

  it.each(Object.keys(RESULT_SHEET_ORDERS) as (keyof typeof RESULT_SHEET_ORDERS)[])(
    'an admin reads a page of the Result Sheet sorted by %s, filtered by grade, and counts it',
    async (sort) => {
      const db = as(actors.admin);
      const all = await assertSucceeds(getDocs(pageQuery(quizSubmissionsQuery(db, FREE_QUIZ), RESULT_SHEET_ORDERS[sort], 25, null)));
      expect(all.size).toBe(ownResults + 4);
      const grade = await assertSucceeds(getDocs(pageQuery(quizSubmissionsQuery(db, FREE_QUIZ, 'B'), RESULT_SHEET_ORDERS[sort], 25, null)));
      expect(grade.docs.map((result) => result.id).sort()).toEqual(['r2', 'r3']);
      expect((await assertSucceeds(getCountFromServer(countQuery(quizSubmissionsQuery(db, FREE_QUIZ), QUERY_LIMITS.admin)))).data().count).toBe(ownResults + 4);
      expect((await assertSucceeds(getCountFromServer(countQuery(quizSubmissionsQuery(db, FREE_QUIZ, 'F'), QUERY_LIMITS.admin)))).data().count).toBe(1);
    },
  );

  it.each([
    ['a signed-in user', actors.user],
    ['a premium user', actors.premium],
  ])("%s can NOT page or count another player's results (the Result Sheet)", async (_label, actor) => {
    const db = as(actor);
    for (const order of Object.values(RESULT_SHEET_ORDERS)) {
      await assertFails(getDocs(pageQuery(quizSubmissionsQuery(db, FREE_QUIZ), order, 25, null)));
      await assertFails(getDocs(pageQuery(quizSubmissionsQuery(db, FREE_QUIZ, 'A+'), order, 25, null)));
    }
    await assertFails(getCountFromServer(countQuery(quizSubmissionsQuery(db, FREE_QUIZ), QUERY_LIMITS.admin)));
    await assertFails(getCountFromServer(countQuery(quizSubmissionsQuery(db, FREE_QUIZ, 'B'), QUERY_LIMITS.admin)));
  });

  it('a visitor can NOT count the results of a quiz', async () => {
    await assertFails(getCountFromServer(countQuery(quizSubmissionsQuery(as(actors.visitor), FREE_QUIZ), QUERY_LIMITS.admin)));
  });
});
