/**
 * Paging correctness of the tables' queries (Users, Payments list, a user's payments and
 * results, My Payments) against the Firestore emulator, read as the app reads them: the real
 * queries of web/src/lib/firestore/refs.ts, pageQuery/slicePage/cursorOf, cursors through the
 * URL form, the client SDK under the real rules (as an admin, or as the payer).
 *
 * - every row of a list comes exactly once across its pages, in the list's order, also while
 *   new rows are written between two pages; paging back gives the same pages;
 * - each search and filter returns exactly the rows that match (computed here from the seed),
 *   and count() agrees.
 * Many rows share a timestamp, so the id (or path) tie-breaker is exercised.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getCountFromServer, getDocs, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundState } from '@quizmaster/shared/models/payment';
import { QUERY_LIMITS, searchKey } from '@quizmaster/shared/paging';
import { paths } from '@quizmaster/shared/paths';
import { aPayment, aSubmission, aUser } from '@quizmaster/shared/testing/factories';
import { countQuery, cursorOf, pageQuery, positionFromParams, slicePage, type PageOrder, type PagePosition } from '@quizmaster/web/lib/firestore/page-query';
import {
  paymentsList,
  userActivePaymentQuery,
  userPaymentsList,
  userResultsList,
  usersList,
  type ListQuery,
  type PaymentListFilter,
  type UserListFilter,
} from '@quizmaster/web/lib/firestore/refs';
import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { clientFirestore, grantAuthority, startRulesEnvironment } from '../rules/rules-env';

const PAGE = 7;
const COUNT = 60;
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-15T12:00:00Z');
const PAYER = 'payer-uid';

const admin = emulatorAdmin('paging-tables-test');
let env: RulesTestEnvironment;
let adminDb: Firestore;
let payerDb: Firestore;

// ---------------------------------------------------------------------------------------------
// The seed: rows whose names, e-mails, roles, premium ends, states and dates are known here.

const FIRST_NAMES = ['Ada', 'Adam', 'Adele', 'Bob', 'Émile', 'grace'];
const MAILBOXES = ['ada', 'adam', 'adele', 'bob', 'emile', 'grace'];

interface SeedUser {
  id: string;
  name: string;
  email: string;
  role: 'admin' | '';
  premiumUntil: Date | null;
  createdAt: Date;
}

function seedUser(index: number, prefix = 'u'): SeedUser {
  const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'X';
  const ending = index % 3;
  return {
    id: `${prefix}${String(index).padStart(3, '0')}`,
    // Capitals, inner double spaces: the key must still match what an admin types.
    name: `${first}  TESTER ${String(index)}`,
    email: `${MAILBOXES[index % MAILBOXES.length] ?? 'x'}.${String(index)}@${index % 2 === 0 ? 'example.com' : 'test.org'}`,
    role: index % 10 === 0 ? 'admin' : '',
    premiumUntil: ending === 0 ? new Date(NOW.getTime() + (index + 1) * DAY) : ending === 1 ? new Date(NOW.getTime() - (index + 1) * DAY) : null,
    // Four users per timestamp: the id breaks the ties.
    createdAt: new Date(NOW.getTime() - 1000 * DAY + Math.floor(index / 4) * 60_000),
  };
}

interface SeedPayment {
  id: string;
  uid: string;
  email: string;
  refund: RefundState;
  createdAt: Date;
}

const REFUNDS: RefundState[] = ['false', 'processing', 'true'];

function seedPayment(index: number, prefix = 'pi_'): SeedPayment {
  // Half of them belong to the payer (My Payments, the payer's details page).
  const uid = index % 2 === 0 ? PAYER : `u${String(index).padStart(3, '0')}`;
  return {
    id: `${prefix}${String(index).padStart(3, '0')}`,
    uid,
    // Mailboxes cycle on 5 and states on 3, so each mailbox has payments in every state.
    email: uid === PAYER ? 'payer@example.com' : `${['ada', 'bob', 'carl', 'dora', 'eve'][index % 5] ?? 'x'}.${String(index)}@example.com`,
    refund: REFUNDS[index % 3] ?? 'false',
    // Two a day, at the same second: the id breaks the ties.
    createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(index / 2), 9)),
  };
}

const users = Array.from({ length: COUNT }, (_, index) => seedUser(index));
const payments = Array.from({ length: COUNT }, (_, index) => seedPayment(index));
const QUIZZES = ['quiz-a', 'quiz-b', 'quiz-c'];
const results = Array.from({ length: 30 }, (_, index) => ({
  path: `${paths.submissions(QUIZZES[index % 3] ?? 'quiz-a')}/${PAYER}-${String(index).padStart(2, '0')}`,
  // Three results per timestamp, in different quizzes: the path breaks the ties.
  submittedAt: new Date(Date.UTC(2026, 2, 1) + Math.floor(index / 3) * 3_600_000),
}));

function userDoc({ id: _id, ...user }: SeedUser) {
  return aUser({ ...user, isPaid: user.premiumUntil !== null });
}

function paymentDoc({ id, ...payment }: SeedPayment) {
  return aPayment({ ...payment, name: 'Payer', transactionId: id });
}

function resultDoc(submittedAt: Date) {
  return aSubmission({ userId: PAYER, userName: 'Payer', userEmail: 'payer@example.com', marks: 50, grade: 'B', startedAt: submittedAt, submittedAt });
}

async function write(entries: [string, object][]) {
  for (let at = 0; at < entries.length; at += 500) {
    const batch = admin.firestore.batch();
    for (const [path, data] of entries.slice(at, at + 500)) batch.set(admin.firestore.doc(path), data);
    await batch.commit();
  }
}

beforeAll(async () => {
  env = await startRulesEnvironment();
  await clearEmulators();
  await write([
    ...users.map((user): [string, object] => [paths.user(user.id), userDoc(user)]),
    [paths.user(PAYER), userDoc({ ...seedUser(999), id: PAYER, name: 'Payer', email: 'payer@example.com' })],
    ...payments.map((payment): [string, object] => [paths.payment(payment.id), paymentDoc(payment)]),
    ...results.map((result): [string, object] => [result.path, resultDoc(result.submittedAt)]),
  ]);
  await grantAuthority(env, 'paging-admin', { admin: true });
  adminDb = clientFirestore(env.authenticatedContext('paging-admin', { admin: true }));
  payerDb = clientFirestore(env.authenticatedContext(PAYER, {}));
});

afterAll(async () => {
  await env.cleanup();
  await clearEmulators();
  await admin.close();
});

// ---------------------------------------------------------------------------------------------
// Reading a list page by page, as the tables do (cursors through their URL form).

interface Paged {
  /** Each page's row ids (paths for collection groups), first page first. */
  pages: string[][];
  /** The position each page was read from. */
  positions: PagePosition[];
}

const rowKey = (order: PageOrder, snapshot: { id: string; ref: { path: string } }) => (order.tieBreaker === 'path' ? snapshot.ref.path : snapshot.id);

async function readPage<T>(list: ListQuery<T>, position: PagePosition) {
  const snapshot = await getDocs(pageQuery(list.query, list.order, PAGE, position));
  return slicePage(snapshot.docs, PAGE, position);
}

/** Forward through every page; `between(n)` runs after page n is read (to write rows meanwhile). */
async function readForward<T>(list: ListQuery<T>, between?: (pageIndex: number) => Promise<void>): Promise<Paged> {
  const paged: Paged = { pages: [], positions: [] };
  let position: PagePosition = null;
  for (let guard = 0; guard < 100; guard += 1) {
    const { rows, hasNext } = await readPage(list, position);
    paged.pages.push(rows.map((row) => rowKey(list.order, row)));
    paged.positions.push(position);
    await between?.(paged.pages.length - 1);
    const last = rows.at(-1);
    if (!hasNext || !last) return paged;
    position = positionFromParams(new URLSearchParams({ after: cursorOf(list.order, last) }));
  }
  throw new Error('more than 100 pages');
}

/** From the last page back to the first with `before` cursors, as Previous does. */
async function readBackward<T>(list: ListQuery<T>, lastPage: PagePosition): Promise<string[][]> {
  const pages: string[][] = [];
  let position = lastPage;
  for (let guard = 0; guard < 100; guard += 1) {
    const { rows, hasPrevious } = await readPage(list, position);
    pages.unshift(rows.map((row) => rowKey(list.order, row)));
    const first = rows[0];
    if (!hasPrevious || !first) return pages;
    position = positionFromParams(new URLSearchParams({ before: cursorOf(list.order, first) }));
  }
  throw new Error('more than 100 pages');
}

/** Reads the whole list and checks it is exactly `expected`, in order, each once; count() too, up to the caller's bound. */
async function expectList<T>(list: ListQuery<T>, expected: readonly string[], countLimit: number = QUERY_LIMITS.admin) {
  const { pages } = await readForward(list);
  expect(pages.flat()).toEqual(expected);
  expect(pages.slice(0, -1).every((page) => page.length === PAGE)).toBe(true);
  expect((await getCountFromServer(countQuery(list.query, countLimit))).data().count).toBe(expected.length);
}

// The orders the lists promise, computed from the seed (ties by id, ascending or descending with the field).
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const byNewest = <T extends { id: string }>(rows: T[], at: (row: T) => Date) =>
  [...rows].sort((a, b) => compare(at(b).getTime(), at(a).getTime()) || compare(b.id, a.id)).map((row) => row.id);
const byText = <T extends { id: string }>(rows: T[], text: (row: T) => string) =>
  [...rows].sort((a, b) => compare(text(a), text(b)) || compare(a.id, b.id)).map((row) => row.id);
// Firestore puts null before every date.
const byPremiumEnd = (rows: SeedUser[]) =>
  [...rows]
    .sort((a, b) => compare(a.premiumUntil?.getTime() ?? -Infinity, b.premiumUntil?.getTime() ?? -Infinity) || compare(a.id, b.id))
    .map((row) => row.id);

const allUsers = [...users, { ...seedUser(999), id: PAYER, name: 'Payer', email: 'payer@example.com' }];
const noUserFilter: UserListFilter = { search: '', role: '', premium: '', now: NOW };
const noPaymentFilter: PaymentListFilter = { refund: '', email: '', from: null, until: null };
const isPremium = (user: SeedUser) => user.premiumUntil !== null && user.premiumUntil > NOW;

// ---------------------------------------------------------------------------------------------

describe('Users (/dashboard/users)', () => {
  it('pages through every user, newest first, each once; and back again', async () => {
    const list = usersList(adminDb, noUserFilter);
    await expectList(list, byNewest(allUsers, (user) => user.createdAt));
    const forward = await readForward(list);
    expect(await readBackward(list, forward.positions.at(-1) ?? null)).toEqual(forward.pages);
  });

  it.each([
    ['a name prefix, typed in capitals with a space', { search: 'ADA ' }, (user: SeedUser) => searchKey(user.name).startsWith('ada')],
    ['a longer name prefix', { search: 'adam' }, (user: SeedUser) => searchKey(user.name).startsWith('adam')],
    ['a name with a non-ASCII capital, as written', { search: 'Émile' }, (user: SeedUser) => user.name.startsWith('Émile')],
    ['a name with inner double spaces', { search: 'grace  tester 1' }, (user: SeedUser) => searchKey(user.name).startsWith('grace tester 1')],
    ['an e-mail prefix without an @ (a name search, so nothing)', { search: 'Adele.1' }, () => false],
    ['an e-mail prefix with an @', { search: 'adele.14@' }, (user: SeedUser) => user.email.startsWith('adele.14@')],
    ['admins by name', { search: 'a', role: 'admin' as const }, (user: SeedUser) => user.role === 'admin' && searchKey(user.name).startsWith('a')],
    ['players by e-mail', { search: 'bob.3@', role: 'player' as const }, (user: SeedUser) => user.role === '' && user.email.startsWith('bob.3@')],
  ])('searches %s', async (_label, filter, matches) => {
    const list = usersList(adminDb, { ...noUserFilter, ...filter });
    const field = list.order.field === 'email' ? (user: SeedUser) => user.email : (user: SeedUser) => searchKey(user.name);
    const expected = byText(allUsers.filter(matches), field);
    if (filter.search !== 'Adele.1') expect(expected.length).toBeGreaterThan(0);
    await expectList(list, expected);
  });

  it.each([
    ['admins', { role: 'admin' as const }, (user: SeedUser) => user.role === 'admin'],
    ['not admins', { role: 'player' as const }, (user: SeedUser) => user.role === ''],
  ])('filters %s, newest first', async (_label, filter, matches) => {
    await expectList(usersList(adminDb, { ...noUserFilter, ...filter }), byNewest(allUsers.filter(matches), (user) => user.createdAt));
  });

  it.each([
    ['premium (running now)', { premium: 'premium' as const }, isPremium],
    ['free (never paid, or ended)', { premium: 'free' as const }, (user: SeedUser) => !isPremium(user)],
    ['premium admins', { premium: 'premium' as const, role: 'admin' as const }, (user: SeedUser) => isPremium(user) && user.role === 'admin'],
    ['free players', { premium: 'free' as const, role: 'player' as const }, (user: SeedUser) => !isPremium(user) && user.role === ''],
  ])('filters %s, by premium end', async (_label, filter, matches) => {
    const expected = byPremiumEnd(allUsers.filter(matches));
    expect(expected.length).toBeGreaterThan(0);
    await expectList(usersList(adminDb, { ...noUserFilter, ...filter }), expected);
  });

  it('ignores the premium filter while searching (one range field per query)', async () => {
    const searched = usersList(adminDb, { ...noUserFilter, search: 'bob', premium: 'premium' });
    await expectList(searched, byText(allUsers.filter((user) => searchKey(user.name).startsWith('bob')), (user) => searchKey(user.name)));
  });

  it('gives every user exactly once while users sign up between the pages', async () => {
    const list = usersList(adminDb, noUserFilter);
    const expected = byNewest(allUsers, (user) => user.createdAt);
    let added = 0;
    const { pages } = await readForward(list, async () => {
      // Newer than all: they go to the top, before the cursor (the list does not shift under it).
      const newcomer = seedUser(500 + added, 'new');
      added += 1;
      await write([[paths.user(newcomer.id), userDoc({ ...newcomer, createdAt: new Date(NOW.getTime() + added * 1000) })]]);
    });
    expect(added).toBeGreaterThan(5);
    expect(pages.flat()).toEqual(expected);
    await Promise.all(Array.from({ length: added }, (_, index) => admin.firestore.doc(paths.user(seedUser(500 + index, 'new').id)).delete()));
  });

  it('gives every matching user exactly once while matching users are added anywhere in a name search', async () => {
    const list = usersList(adminDb, { ...noUserFilter, search: 'ad' });
    const before = byText(allUsers.filter((user) => searchKey(user.name).startsWith('ad')), (user) => searchKey(user.name));
    const written: string[] = [];
    const { pages } = await readForward(list, async (pageIndex) => {
      // One sorts before the cursor, one after it: the first is not shown, the second once.
      const early = { ...seedUser(600 + pageIndex, 'add'), name: `Ad  AAA ${String(pageIndex)}` };
      const late = { ...seedUser(700 + pageIndex, 'add'), name: `Adz  ZZZ ${String(pageIndex)}` };
      written.push(early.id, late.id);
      await write([early, late].map((user): [string, object] => [paths.user(user.id), userDoc(user)]));
    });
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => !written.includes(id))).toEqual(before);
    expect(seen.filter((id) => written.includes(id)).every((id) => id.startsWith('add7'))).toBe(true);
    await Promise.all(written.map((id) => admin.firestore.doc(paths.user(id)).delete()));
  });
});

describe('Payments list (/dashboard/paymentLists)', () => {
  const day = (text: string) => new Date(`${text}T00:00:00Z`);

  it('pages through every payment, newest first, each once; and back again', async () => {
    const list = paymentsList(adminDb, noPaymentFilter);
    await expectList(list, byNewest(payments, (payment) => payment.createdAt));
    const forward = await readForward(list);
    expect(await readBackward(list, forward.positions.at(-1) ?? null)).toEqual(forward.pages);
  });

  it.each(REFUNDS)('filters the refund state "%s", newest first', async (refund) => {
    const expected = byNewest(payments.filter((payment) => payment.refund === refund), (payment) => payment.createdAt);
    await expectList(paymentsList(adminDb, { ...noPaymentFilter, refund }), expected);
  });

  it.each([
    ['from a day', { from: day('2026-01-10') }, (at: Date) => at >= day('2026-01-10')],
    ['until a day (the day after "to")', { until: day('2026-01-06') }, (at: Date) => at < day('2026-01-06')],
    ['between two days', { from: day('2026-01-05'), until: day('2026-01-21') }, (at: Date) => at >= day('2026-01-05') && at < day('2026-01-21')],
  ])('filters dates %s', async (_label, dates, matches) => {
    const expected = byNewest(payments.filter((payment) => matches(payment.createdAt)), (payment) => payment.createdAt);
    expect(expected.length).toBeGreaterThan(PAGE);
    await expectList(paymentsList(adminDb, { ...noPaymentFilter, ...dates }), expected);
  });

  it('filters a refund state within dates', async () => {
    const matches = (payment: SeedPayment) => payment.refund === 'processing' && payment.createdAt >= day('2026-01-08');
    await expectList(
      paymentsList(adminDb, { ...noPaymentFilter, refund: 'processing', from: day('2026-01-08') }),
      byNewest(payments.filter(matches), (payment) => payment.createdAt),
    );
  });

  it.each([
    ['an e-mail prefix', { email: 'ADA.' }, (payment: SeedPayment) => payment.email.startsWith('ada.')],
    ['an e-mail prefix and a refund state', { email: 'bob', refund: 'true' as const }, (payment: SeedPayment) => payment.email.startsWith('bob') && payment.refund === 'true'],
    ['an e-mail prefix, the dates being ignored', { email: 'payer@', from: day('2026-01-20') }, (payment: SeedPayment) => payment.uid === PAYER],
  ])('searches %s, by e-mail', async (_label, filter, matches) => {
    const expected = byText(payments.filter(matches), (payment) => payment.email);
    expect(expected.length).toBeGreaterThan(0);
    await expectList(paymentsList(adminDb, { ...noPaymentFilter, ...filter }), expected);
  });

  it('gives every payment exactly once while payments arrive and change between the pages', async () => {
    const list = paymentsList(adminDb, noPaymentFilter);
    const expected = byNewest(payments, (payment) => payment.createdAt);
    const added: string[] = [];
    const { pages } = await readForward(list, async (pageIndex) => {
      const payment = { ...seedPayment(100 + pageIndex, 'pi_new_'), createdAt: new Date(NOW.getTime() + pageIndex * 1000) };
      added.push(payment.id);
      await write([[paths.payment(payment.id), paymentDoc(payment)]]);
      // A refund changes a row's state, not its place.
      await admin.firestore.doc(paths.payment(payments[pageIndex]?.id ?? '')).update({ refund: 'true' });
    });
    expect(pages.flat()).toEqual(expected);
    await Promise.all(added.map((id) => admin.firestore.doc(paths.payment(id)).delete()));
    await Promise.all(payments.map((payment) => admin.firestore.doc(paths.payment(payment.id)).update({ refund: payment.refund })));
  });
});

describe("a user's payments and results (/user/{userId}) and My Payments", () => {
  const payersPayments = byNewest(
    payments.filter((payment) => payment.uid === PAYER),
    (payment) => payment.createdAt,
  );

  it("pages the payer's payments as an admin, and as the payer themself (My Payments)", async () => {
    await expectList(userPaymentsList(adminDb, PAYER), payersPayments);
    await expectList(userPaymentsList(payerDb, PAYER), payersPayments, QUERY_LIMITS.own);
  });

  it("finds a payment of the payer's that still counts, and none once all are refunded", async () => {
    expect((await getDocs(userActivePaymentQuery(payerDb, PAYER))).size).toBe(1);
    const refundedOnly = seedUser(998, 'refunded');
    await write([[paths.payment('pi_refunded_only'), { ...paymentDoc(seedPayment(1)), uid: refundedOnly.id, refund: 'true' }]]);
    expect((await getDocs(userActivePaymentQuery(adminDb, refundedOnly.id))).size).toBe(0);
    await admin.firestore.doc(paths.payment('pi_refunded_only')).delete();
  });

  it('pages the results across quizzes, newest first, ties broken by path; and back again', async () => {
    const list = userResultsList(adminDb, PAYER);
    const expected = [...results]
      .sort((a, b) => compare(b.submittedAt.getTime(), a.submittedAt.getTime()) || compare(b.path, a.path))
      .map((result) => result.path);
    await expectList(list, expected);
    const forward = await readForward(list);
    expect(await readBackward(list, forward.positions.at(-1) ?? null)).toEqual(forward.pages);
  });

  it('gives every result exactly once while new results are submitted between the pages', async () => {
    const list = userResultsList(adminDb, PAYER);
    const expected = (await readForward(list)).pages.flat();
    const added: string[] = [];
    const { pages } = await readForward(list, async (pageIndex) => {
      const path = `${paths.submissions(QUIZZES[pageIndex % 3] ?? 'quiz-a')}/${PAYER}-new-${String(pageIndex)}`;
      added.push(path);
      await write([[path, resultDoc(new Date(NOW.getTime() + pageIndex * 1000))]]);
    });
    expect(pages.flat()).toEqual(expected);
    await Promise.all(added.map((path) => admin.firestore.doc(path).delete()));
  });
});
