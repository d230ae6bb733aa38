import {
  collection,
  collectionGroup,
  doc,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { Grade } from '@quizmaster/shared/grading';
import { prefixRange, searchKey } from '@quizmaster/shared/paging';
import { collections, paths, subcollections } from '@quizmaster/shared/paths';
import { paymentSchema, REFUND_STATES } from '@quizmaster/shared/models/payment';
import { questionSchema } from '@quizmaster/shared/models/question';
import { quizSummarySchema, type QuizType } from '@quizmaster/shared/models/quiz';
import { submissionSchema } from '@quizmaster/shared/models/submission';
import { userSchema } from '@quizmaster/shared/models/user';
import { modelConverter, withQuizId } from './converter';
import type { PageOrder } from './page-query';

/**
 * Every Firestore reference and query the browser uses, typed through the shared models. Each
 * query is one the security rules can prove allowed for its caller (tests/emulator/rules), and
 * each composite one has its index in firestore.indexes.json.
 */
const converters = {
  quiz: modelConverter(quizSummarySchema),
  question: modelConverter(questionSchema),
  submission: modelConverter(submissionSchema),
  submissionInQuiz: withQuizId(modelConverter(submissionSchema)),
  payment: modelConverter(paymentSchema),
  user: modelConverter(userSchema),
};

/** All quiz summaries, newest first (anyone). */
export const quizzesQuery = (db: Firestore) =>
  query(collection(db, collections.quizzes).withConverter(converters.quiz), orderBy('createdAt', 'desc'));

/** Every quiz, for a `count()` (the dashboard's Total Quiz; anyone may run it). */
export const allQuizzesForCount = (db: Firestore) => collection(db, collections.quizzes);

/**
 * The `count` most taken quizzes, most first, ties by name (the dashboard's "Submissions per
 * quiz"; index: submissionCount ↓, quizName ↑). Reads `count` documents whatever the catalogue's size.
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
 * Manage Quizzes' quizzes (anyone may read quizzes; the page is the admins'), filtered by
 * queries, never in the browser: `quizType ==` and a prefix range on `quizNameLower`. Ordered
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

/**
 * A quiz's questions in order. The filter on the quiz's own type lets the rules prove that a
 * non-premium player's query returns no paid question.
 */
export const questionsQuery = (db: Firestore, quizId: string, quizType: QuizType) =>
  query(
    collection(db, paths.questions(quizId)).withConverter(converters.question),
    where('quizType', '==', quizType),
    orderBy('order'),
  );

export const userRef = (db: Firestore, uid: string) => doc(db, paths.user(uid)).withConverter(converters.user);

/** Every user record, newest first (admins). */
export const usersQuery = (db: Firestore) =>
  query(collection(db, collections.users).withConverter(converters.user), orderBy('createdAt', 'desc'));

/** One user's payments, newest first (the rules allow the user themself and admins). */
export const userPaymentsQuery = (db: Firestore, uid: string) =>
  query(
    collection(db, collections.payments).withConverter(converters.payment),
    where('uid', '==', uid),
    orderBy('createdAt', 'desc'),
  );

/** Every payment, newest first (admins). */
export const paymentsQuery = (db: Firestore) =>
  query(collection(db, collections.payments).withConverter(converters.payment), orderBy('createdAt', 'desc'));

/** Payments not refunded (refund "false" or "processing"), for a `count()`: the revenue (admins). */
export const paymentsNotRefundedQuery = (db: Firestore) =>
  query(collection(db, collections.payments), where('refund', 'in', REFUND_STATES.filter((state) => state !== 'true')));

/** Payments made from `start` (included) to `end` (excluded), for a `count()`: one month of the chart (admins). */
export const paymentsMadeBetweenQuery = (db: Firestore, start: Date, end: Date) =>
  query(collection(db, collections.payments), where('createdAt', '>=', start), where('createdAt', '<', end));

/**
 * One user's results across all quizzes, newest first (the user themself, and admins); each
 * carries the id of its quiz, which is the parent of the results collection.
 */
export const userSubmissionsQuery = (db: Firestore, uid: string) =>
  query(
    collectionGroup(db, subcollections.submissions).withConverter(converters.submissionInQuiz),
    where('userId', '==', uid),
    orderBy('submittedAt', 'desc'),
  );

/**
 * One user's results across all quizzes, for a `count()`: how many they have, without reading
 * them (the user themself, and admins; the same filter and index as userSubmissionsQuery).
 */
export const userSubmissionsForCount = (db: Firestore, uid: string) =>
  query(collectionGroup(db, subcollections.submissions), where('userId', '==', uid), orderBy('submittedAt', 'desc'));

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

/** The caller's results in one quiz, newest first. */
export const myQuizSubmissionsQuery = (db: Firestore, quizId: string, uid: string) =>
  query(
    collection(db, paths.submissions(quizId)).withConverter(converters.submission),
    where('userId', '==', uid),
    orderBy('submittedAt', 'desc'),
  );

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
