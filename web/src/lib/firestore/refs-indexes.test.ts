import { initializeApp } from 'firebase/app';
import { getFirestore, type Query } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { REFUND_STATES } from '@quizmaster/shared/models/payment';
import indexFile from '../../../../firestore.indexes.json';
import { sdkQueryOf } from '@/test/rest-as-sdk-query';
import type { PageOrder } from './page-query';
import {
  auditLogList,
  paymentsList,
  quizListOrder,
  quizListQuery,
  quizzesQuery,
  userActivePaymentQuery,
  userLatestSubmissionQuery,
  userPaymentsList,
  userResultsList,
  usersList,
  type ListQuery,
} from './refs';
import {
  broadcastsAfterQuery,
  broadcastsQuery,
  catalogueQuery,
  ownBestSubmissionQuery,
  ownLatestSubmissionQuery,
  ownNotificationsQuery,
  ownSubmissionsForCount,
} from './rest-refs';
import { ownActivePaymentQuery, ownPaymentsList, restPageQuery } from './one-shot-reads';

/**
 * The emulator does not enforce indexes, so a paged list whose filters need a composite index
 * that firestore.indexes.json lacks would only fail in production. This reads each filter
 * combination of the tables' queries (the SDK's parsed query: its filters, in disjunctive
 * form for `or`) and checks that Firestore can serve it: at most one range field, leading the
 * order, and for equalities the composite index `equalities (asc)…, order field (direction)`.
 */

/** The parts of the SDK's internal query this test reads (pinned SDK; the test fails loudly if they move). */
interface ParsedFilter {
  op: string;
  field?: { canonicalString(): string };
  filters?: ParsedFilter[];
}
interface ParsedQuery {
  path: { canonicalString(): string };
  collectionGroup: string | null;
  filters: ParsedFilter[];
}

interface FieldCondition {
  field: string;
  op: string;
}

/** The filters as an OR of ANDs (Firestore runs each conjunction on an index of its own). */
function conjunctions(filters: readonly ParsedFilter[]): FieldCondition[][] {
  let result: FieldCondition[][] = [[]];
  for (const filter of filters) {
    let options: FieldCondition[][];
    if (filter.field) options = [[{ field: filter.field.canonicalString(), op: filter.op }]];
    else if (filter.op === 'or') options = (filter.filters ?? []).flatMap((inner) => conjunctions([inner]));
    else options = conjunctions(filter.filters ?? []);
    result = result.flatMap((left) => options.map((right) => [...left, ...right]));
  }
  return result;
}

const EQUALITIES = new Set(['==', 'in']);
const direction = (order: PageOrder['direction']) => (order === 'asc' ? 'ASCENDING' : 'DESCENDING');

function parsed(query: Query<unknown>): ParsedQuery {
  const internal = (query as unknown as { _query?: ParsedQuery })._query;
  if (!internal?.filters) throw new Error("The SDK's parsed query moved: update this test's reader.");
  return internal;
}

/** What is wrong with serving the list, or '' when an index serves every conjunction. */
function missingIndex(query: Query<unknown>, order: PageOrder | null): string {
  const { path, collectionGroup, filters } = parsed(query);
  const group = collectionGroup ?? path.canonicalString().split('/').at(-1) ?? '';
  const scope = collectionGroup ? 'COLLECTION_GROUP' : 'COLLECTION';
  for (const conjunction of conjunctions(filters)) {
    const ranges = new Set(conjunction.filter((condition) => !EQUALITIES.has(condition.op)).map((condition) => condition.field));
    if ([...ranges].some((field) => field !== order?.field)) return `a range on ${[...ranges].join(', ')} does not lead the order`;
    // An equality on the order field itself is served by the order field's entry.
    const equalities = new Set(conjunction.filter((condition) => EQUALITIES.has(condition.op) && condition.field !== order?.field).map((condition) => condition.field));
    if (equalities.size === 0) continue;
    const wanted = order ? [...equalities].length + 1 : equalities.size;
    const served = indexFile.indexes.some((index) => {
      if (index.collectionGroup !== group || index.queryScope !== scope || index.fields.length !== wanted) return false;
      const leading = order ? index.fields.slice(0, -1) : index.fields;
      const last = index.fields.at(-1);
      return (
        leading.every((field) => field.order === 'ASCENDING' && equalities.has(field.fieldPath)) &&
        (!order || (last?.fieldPath === order.field && last.order === direction(order.direction)))
      );
    });
    if (!served) return `no composite index on ${group} (${scope}): ${[...equalities].join(', ')}${order ? `, ${order.field} ${order.direction}` : ''}`;
  }
  return '';
}

const app = initializeApp({ projectId: 'demo-indexes', apiKey: 'unused' }, 'indexes-test');
const db = getFirestore(app);
const newestQuizzes: PageOrder = { field: 'createdAt', direction: 'desc', kind: 'date' };
const now = new Date('2026-06-01T00:00:00Z');

const userLists = ['', 'ada', 'ada@exa'].flatMap((search) =>
  (['', 'admin', 'player'] as const).flatMap((role) =>
    (['', 'premium', 'free'] as const).map((premium): [string, ListQuery<unknown>] => [
      `users: search "${search}", role "${role}", premium "${premium}"`,
      usersList(db, { search, role, premium, now }),
    ]),
  ),
);

const dateRanges: [string, Date | null, Date | null][] = [
  ['no dates', null, null],
  ['from', now, null],
  ['until', null, now],
  ['from and until', new Date('2026-01-01'), now],
];
const paymentLists = (['', ...REFUND_STATES] as const).flatMap((refund) =>
  ['', 'sam@'].flatMap((email) =>
    dateRanges.map(([dates, from, until]): [string, ListQuery<unknown>] => [
      `payments: refund "${refund}", e-mail "${email}", ${dates}`,
      paymentsList(db, { refund, email, from, until }),
    ]),
  ),
);

describe('the indexes of the tables and their filters', () => {
  it.each([
    ...userLists,
    ...paymentLists,
    ...['', 'ada@example.com'].flatMap((actorEmail) =>
      (['', 'refund'] as const).flatMap((action) =>
        dateRanges.map(([dates, from, until]): [string, ListQuery<unknown>] => [
          `audit log: admin "${actorEmail}", action "${action}", ${dates}`,
          auditLogList(db, { actorEmail, action, from, until }),
        ]),
      ),
    ),
    ["a user's payments", userPaymentsList(db, 'u1')],
    ["a user's results (collection group)", userResultsList(db, 'u1')],
  ])('%s', (_label, list) => {
    expect(missingIndex(list.query, list.order)).toBe('');
  });

  // The players' quiz lists filter on `published` (the rules demand it), so each needs its index.
  it.each([null, 'free', 'paid'] as const)('the catalogue of published quizzes (REST reader), type %s', (quizType) => {
    expect(missingIndex(sdkQueryOf(db, catalogueQuery({ quizType, count: 12 })), newestQuizzes)).toBe('');
  });

  it("the bell's reads (REST reader): a page of each feed, and the unread broadcasts' count", () => {
    expect(missingIndex(sdkQueryOf(db, ownNotificationsQuery('u1', { count: 10 })), newestQuizzes)).toBe('');
    expect(missingIndex(sdkQueryOf(db, broadcastsQuery({ count: 10 })), newestQuizzes)).toBe('');
    expect(missingIndex(sdkQueryOf(db, broadcastsAfterQuery(now, 100)), newestQuizzes)).toBe('');
  });

  it('every published quiz, newest first', () => {
    expect(missingIndex(quizzesQuery(db), newestQuizzes)).toBe('');
  });

  it.each([null, 'free', 'paid'] as const)("Manage Quizzes (admins: drafts too), type %s, with and without a name search", (quizType) => {
    for (const namePrefix of ['', 'alp']) {
      const filter = { quizType, namePrefix };
      expect(missingIndex(quizListQuery(db, filter), quizListOrder(filter))).toBe('');
    }
  });

  it("a user's payment that still counts", () => {
    expect(missingIndex(userActivePaymentQuery(db, 'u1'), null)).toBe('');
  });

  it("a user's latest result (the player's dashboard)", () => {
    expect(missingIndex(userLatestSubmissionQuery(db, 'u1'), { field: 'submittedAt', direction: 'desc', kind: 'date' })).toBe('');
  });

  it("the player's dashboard figures (REST reader, collection group): count, best and latest result", () => {
    const newest: PageOrder = { field: 'submittedAt', direction: 'desc', kind: 'date' };
    const best: PageOrder = { field: 'marks', direction: 'desc', kind: 'number' };
    for (const [query, order] of [
      [ownSubmissionsForCount('u1'), newest],
      [ownBestSubmissionQuery('u1'), best],
      [ownLatestSubmissionQuery('u1'), newest],
    ] as const) {
      expect(missingIndex(sdkQueryOf(db, query), order)).toBe('');
    }
  });

  // Its count() has the one equality on uid only: the automatic single-field index serves it.
  it('My Payments (REST reader): every page position, and the payment that still counts', () => {
    const { list, order } = ownPaymentsList('u1');
    for (const position of [null, { after: [Date.now(), 'pi_1'] }, { before: [Date.now(), 'pi_1'] }]) {
      expect(missingIndex(sdkQueryOf(db, restPageQuery(list, order, 20, position).query), order)).toBe('');
    }
    expect(missingIndex(sdkQueryOf(db, ownActivePaymentQuery('u1')), null)).toBe('');
  });

  it('notices a missing index (the check can fail)', () => {
    const list = usersList(db, { search: '', role: 'admin', premium: '', now });
    expect(missingIndex(list.query, { field: 'phone', direction: 'asc', kind: 'string' })).toMatch(/no composite index on users/);
    const premiumByName = paymentsList(db, { refund: '', email: 'sam@', from: null, until: null });
    expect(missingIndex(premiumByName.query, { field: 'createdAt', direction: 'desc', kind: 'date' })).toMatch(/range on email/);
  });
});
