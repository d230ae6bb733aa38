import {
  and,
  collection,
  collectionGroup,
  doc,
  documentId,
  limit,
  or,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import type { Grade } from '@quizmaster/shared/grading';
import { prefixRange, QUERY_LIMITS, searchKey } from '@quizmaster/shared/paging';
import { collections, paths, subcollections } from '@quizmaster/shared/paths';
import type { AuditAction, AuditEntry } from '@quizmaster/shared/models/audit-entry';
import { NOT_REFUNDED_STATES, type RefundState, type StoredPayment } from '@quizmaster/shared/models/payment';
import { PAYMENT_STATS_SHARDS } from '@quizmaster/shared/models/payment-stats';
import type { QuizType } from '@quizmaster/shared/models/quiz';
import type { Submission } from '@quizmaster/shared/models/submission';
import type { UserRecord } from '@quizmaster/shared/models/user';
import { modelConverter, withQuizId, type WithId } from './converter';
import { readers } from './readers';
import { countQuery, type PageOrder } from './page-query';

/**
 * Every Firestore reference and query the browser uses, typed through the shared models. Each
 * query is one the security rules can prove allowed for its caller (tests/emulator/rules), and
 * each composite one has its index in firestore.indexes.json. The rules refuse a list without a
 * limit (QUERY_LIMITS): a query here has its limit, or is a base that its reader limits (a page
 * of `pageQuery`, a count of `countQuery`).
 */
const converters = {
  quiz: modelConverter(readers.quizSummary),
  submission: modelConverter(readers.submission),
  submissionInQuiz: withQuizId(modelConverter(readers.submission)),
  // Any refund value is kept, so a row the app does not know still shows (SPEC.md section 4).
  payment: modelConverter(readers.payment),
  paymentStats: modelConverter(readers.paymentStatsShard),
  user: modelConverter(readers.user),
};

/**
 * The newest published quizzes, as many as one catalogue read may ask for (anyone: the rules let
 * non-admins list only what this `published == true` filter selects; index: published ↑, createdAt ↓).
 */
export const quizzesQuery = (db: Firestore) =>
  query(
    collection(db, collections.quizzes).withConverter(converters.quiz),
    where('published', '==', true),
    orderBy('createdAt', 'desc'),
    limit(QUERY_LIMITS.catalogue),
  );

/**
 * Every quiz, drafts included, for a `count()` of at most the admins' bound: the admin dashboard's
 * Total Quiz ("the number of quizzes", SPEC.md), admins only (the rules refuse an unfiltered list to anyone else).
 */
export const allQuizzesForCount = (db: Firestore) => countQuery(collection(db, collections.quizzes), QUERY_LIMITS.admin);

/**
 * The `count` most taken quizzes, most first, ties by name (the admin dashboard's "Submissions
 * per quiz", drafts included; admins only; index: submissionCount ↓, quizName ↑). Reads `count`
 * documents whatever the catalogue's size.
 */
export const mostTakenQuizzesQuery = (db: Firestore, count: number) =>
  query(
    collection(db, collections.quizzes).withConverter(converters.quiz),
    orderBy('submissionCount', 'desc'),
    orderBy('quizName'),
    limit(count),
  );

/** What Manage Quizzes narrows its list to: one type, and/or names starting with a prefix. */
export interface QuizListFilter {
  quizType: QuizType | null;
  namePrefix: string;
}

/**
 * Manage Quizzes' quizzes, drafts included (admins only: the rules refuse a list without the
 * published filter to anyone else), filtered by queries, never in the browser: `quizType ==` and a prefix range on `quizNameLower`. Ordered
 * and paged by `quizListOrder`; also the base of the header's count().
 */
export const quizListQuery = (db: Firestore, { quizType, namePrefix }: QuizListFilter) => {
  const key = searchKey(namePrefix);
  const range = prefixRange(key);
  return query(
    collection(db, collections.quizzes).withConverter(converters.quiz),
    ...(quizType ? [where('quizType', '==', quizType)] : []),
    ...(key ? [where('quizNameLower', '>=', range.start), where('quizNameLower', '<', range.end)] : []),
  );
};

/** Newest first; a name search lists by name instead (a range filter orders by its own field first). */
export const quizListOrder = ({ namePrefix }: QuizListFilter): PageOrder =>
  searchKey(namePrefix)
    ? { field: 'quizNameLower', direction: 'asc', kind: 'string' }
    : { field: 'createdAt', direction: 'desc', kind: 'date' };

export const quizRef = (db: Firestore, quizId: string) => doc(db, paths.quiz(quizId)).withConverter(converters.quiz);

export const userRef = (db: Firestore, uid: string) => doc(db, paths.user(uid)).withConverter(converters.user);

/**
 * A paged list: its base query (collection and filters, no order, no limit: `usePagedQuery`
 * adds them, and `useQueryCount` counts the base) and the order its index serves. A range
 * filter (a prefix search, a premium end) must lead the order, so the order depends on the
 * filters. Each combination has its index in firestore.indexes.json (docs/ARCHITECTURE.md).
 */
export interface ListQuery<T> {
  query: Query<T>;
  order: PageOrder;
}

const newestFirst = (field: 'createdAt' | 'submittedAt'): PageOrder => ({ field, direction: 'desc', kind: 'date' });
const alphabetical = (field: 'nameLower' | 'email'): PageOrder => ({ field, direction: 'asc', kind: 'string' });

/** `field` starts with `prefix` (a search key: lower-cased, single spaces). */
function startsWith(field: string, prefix: string): QueryFieldFilterConstraint[] {
  const { start, end } = prefixRange(prefix);
  return [where(field, '>=', start), where(field, '<', end)];
}

/** The Users table's filters; '' means "any". */
export interface UserListFilter {
  /**
   * The search box: an e-mail prefix when it holds an '@', else a name prefix (compared with
   * `nameLower`). A search leads the order (alphabetical), so it does not combine with `premium`.
   */
  search: string;
  role: 'admin' | 'player' | '';
  /** Premium runs while `premiumUntil` lies after `now` (the stored `isPaid` may be stale). */
  premium: 'premium' | 'free' | '';
  /** When premium is judged: fixed for a visit of the page, so the query stays the same. */
  now: Date;
}

/** Whether a search text looks for e-mails (it has an '@') rather than names. */
export const searchesEmail = (search: string) => search.includes('@');

/**
 * The users (admins), as the Users table filters them: newest first; by name or e-mail when
 * searching; by premium end when filtering on premium (soonest first; "free" starts with those
 * who never had premium, whose end is null).
 */
export function usersList(db: Firestore, filter: UserListFilter): ListQuery<WithId<UserRecord>> {
  const users = collection(db, collections.users).withConverter(converters.user);
  const role: QueryFieldFilterConstraint[] = filter.role === '' ? [] : [where('role', '==', filter.role === 'admin' ? 'admin' : '')];
  const search = filter.search.trim();
  if (search !== '') {
    const field = searchesEmail(search) ? 'email' : 'nameLower';
    // E-mails are stored fully lower-cased; names by searchKey (A–Z only), which prefixRange applies.
    const prefix = field === 'email' ? search.toLowerCase() : search;
    return { query: query(users, ...role, ...startsWith(field, prefix)), order: alphabetical(field) };
  }
  const byPremiumEnd: PageOrder = { field: 'premiumUntil', direction: 'asc', kind: 'date' };
  if (filter.premium === 'premium') {
    return { query: query(users, ...role, where('premiumUntil', '>', filter.now)), order: byPremiumEnd };
  }
  if (filter.premium === 'free') {
    const free = or(where('premiumUntil', '==', null), where('premiumUntil', '<=', filter.now));
    return { query: query(users, role.length > 0 ? and(...role, free) : free), order: byPremiumEnd };
  }
  return { query: query(users, ...role), order: newestFirst('createdAt') };
}

/** The Payments list's filters; '' and null mean "any". */
export interface PaymentListFilter {
  refund: RefundState | '';
  /** An e-mail prefix. It leads the order (alphabetical), so it does not combine with the dates. */
  email: string;
  /** The first day shown (UTC midnight), and the first day no longer shown (the day after "to"). */
  from: Date | null;
  until: Date | null;
}

/** The payments (admins), as the Payments list filters them: newest first, or by e-mail when searching. */
export function paymentsList(db: Firestore, filter: PaymentListFilter): ListQuery<WithId<StoredPayment>> {
  const payments = collection(db, collections.payments).withConverter(converters.payment);
  const refund: QueryFieldFilterConstraint[] = filter.refund === '' ? [] : [where('refund', '==', filter.refund)];
  const email = filter.email.trim().toLowerCase();
  if (email !== '') return { query: query(payments, ...refund, ...startsWith('email', email)), order: alphabetical('email') };
  const dates: QueryFieldFilterConstraint[] = [
    ...(filter.from ? [where('createdAt', '>=', filter.from)] : []),
    ...(filter.until ? [where('createdAt', '<', filter.until)] : []),
  ];
  return { query: query(payments, ...refund, ...dates), order: newestFirst('createdAt') };
}

/**
 * One user's payments, newest first: My Payments and the user details page (the rules allow the
 * user themself, whose query must filter on their uid, and admins).
 */
export const userPaymentsList = (db: Firestore, uid: string): ListQuery<WithId<StoredPayment>> => ({
  query: query(collection(db, collections.payments).withConverter(converters.payment), where('uid', '==', uid)),
  order: newestFirst('createdAt'),
});

/**
 * At most one of the user's payments that still counts (not refunded): whether My Payments
 * shows its table ("marked as paid"), without reading every payment of theirs.
 */
export const userActivePaymentQuery = (db: Firestore, uid: string) =>
  query(
    collection(db, collections.payments).withConverter(converters.payment),
    where('uid', '==', uid),
    where('refund', 'in', [...NOT_REFUNDED_STATES]),
    limit(1),
  );

/**
 * One user's results across all quizzes, newest first (the user details page: admins). A
 * collection group, so the tie-breaker is the document's path; each row carries its quiz's id.
 */
export const userResultsList = (db: Firestore, uid: string): ListQuery<WithId<Submission> & { quizId: string }> => ({
  query: query(collectionGroup(db, subcollections.submissions).withConverter(converters.submissionInQuiz), where('userId', '==', uid)),
  order: { ...newestFirst('submittedAt'), tieBreaker: 'path' },
});

/** Firestore's most values for `in`. */
const MOST_IN_VALUES = 30;

/**
 * The quizzes with these ids (at most 30, Firestore's limit for `in`): the names on a page of
 * results of a user's details (admins only, drafts included).
 */
export const quizzesByIdQuery = (db: Firestore, quizIds: readonly string[]) =>
  query(
    collection(db, collections.quizzes).withConverter(converters.quiz),
    where(documentId(), 'in', quizIds.slice(0, MOST_IN_VALUES)),
    limit(MOST_IN_VALUES),
  );

/**
 * The shards of the payment figures (the dashboard's Revenue and Payments per month; admins):
 * PAYMENT_STATS_SHARDS documents, whatever the number of payments.
 */
export const paymentStatsShards = (db: Firestore) =>
  query(collection(db, collections.paymentStats).withConverter(converters.paymentStats), limit(PAYMENT_STATS_SHARDS));

/**
 * One user's results across all quizzes, newest first (the user themself, and admins); each
 * carries the id of its quiz, which is the parent of the results collection. Unbounded: read it
 * with a limit, as `userLatestSubmissionQuery` does; the user details page pages with `userResultsList`.
 */
export const userSubmissionsQuery = (db: Firestore, uid: string) =>
  query(
    collectionGroup(db, subcollections.submissions).withConverter(converters.submissionInQuiz),
    where('userId', '==', uid),
    orderBy('submittedAt', 'desc'),
  );

/**
 * One user's results across all quizzes, for a `count()` of at most QUERY_LIMITS.own: how many
 * they have, without reading them (the user themself, and admins; the same filter and index as
 * userSubmissionsQuery).
 */
export const userSubmissionsForCount = (db: Firestore, uid: string) =>
  countQuery(query(collectionGroup(db, subcollections.submissions), where('userId', '==', uid), orderBy('submittedAt', 'desc')), QUERY_LIMITS.own);

/**
 * One user's best result across all quizzes, as a one-result query (the user themself, and
 * admins; index: submissions group, userId ↑, marks ↓).
 */
export const userBestSubmissionQuery = (db: Firestore, uid: string) =>
  query(
    collectionGroup(db, subcollections.submissions).withConverter(converters.submissionInQuiz),
    where('userId', '==', uid),
    orderBy('marks', 'desc'),
    limit(1),
  );

/** One user's latest result across all quizzes (the player's dashboard; the userId ↑, submittedAt ↓ index). */
export const userLatestSubmissionQuery = (db: Firestore, uid: string) => query(userSubmissionsQuery(db, uid), limit(1));

/** One result of a quiz by its id (an attempt's result has the attempt's id): its owner, and admins. */
export const submissionRef = (db: Firestore, quizId: string, submissionId: string) =>
  doc(db, `${paths.submissions(quizId)}/${submissionId}`).withConverter(converters.submission);

/**
 * One quiz's results, or only those of one grade (admins: the Result Sheet). Ordered and paged
 * by one of `RESULT_SHEET_ORDERS`; also the base of its count().
 */
export const quizSubmissionsQuery = (db: Firestore, quizId: string, grade: Grade | null = null) =>
  query(
    collection(db, paths.submissions(quizId)).withConverter(converters.submission),
    ...(grade ? [where('grade', '==', grade)] : []),
  );

/** The Result Sheet's sorts: best marks first (the default), or newest first. */
export const RESULT_SHEET_ORDERS = {
  marks: { field: 'marks', direction: 'desc', kind: 'number' },
  date: { field: 'submittedAt', direction: 'desc', kind: 'date' },
} as const satisfies Record<string, PageOrder>;
export type ResultSheetSort = keyof typeof RESULT_SHEET_ORDERS;

const auditEntryConverter = modelConverter(readers.auditEntry);

/** The Audit page's filters; '' and null mean "any". */
export interface AuditListFilter {
  /** The admin's e-mail, whole (an equality on the entries' `actorEmail`, stored lower-cased). */
  actorEmail: string;
  action: AuditAction | '';
  /** The first day shown (UTC midnight), and the first day no longer shown (the day after "to"). */
  from: Date | null;
  until: Date | null;
}

/**
 * The audit log (admins), as the Audit page filters it: newest first, by admin and action
 * (equalities) and a date range on `at`, the order field itself, so every combination is served
 * by `at`'s single-field index or by one composite index `actorEmail?, action?, at ↓`.
 */
export function auditLogList(db: Firestore, filter: AuditListFilter): ListQuery<WithId<AuditEntry>> {
  const entries = collection(db, collections.auditLog).withConverter(auditEntryConverter);
  const actorEmail = filter.actorEmail.trim().toLowerCase();
  const filters: QueryFieldFilterConstraint[] = [
    ...(actorEmail ? [where('actorEmail', '==', actorEmail)] : []),
    ...(filter.action ? [where('action', '==', filter.action)] : []),
    ...(filter.from ? [where('at', '>=', filter.from)] : []),
    ...(filter.until ? [where('at', '<', filter.until)] : []),
  ];
  return { query: query(entries, ...filters), order: { field: 'at', direction: 'desc', kind: 'date' } };
}
