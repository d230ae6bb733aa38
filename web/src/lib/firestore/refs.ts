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
import { collections, paths, subcollections } from '@quizmaster/shared/paths';
import { paymentSchema, REFUND_STATES } from '@quizmaster/shared/models/payment';
import { questionSchema } from '@quizmaster/shared/models/question';
import { quizSummarySchema, type QuizType } from '@quizmaster/shared/models/quiz';
import { submissionSchema } from '@quizmaster/shared/models/submission';
import { userSchema } from '@quizmaster/shared/models/user';
import { modelConverter, withQuizId } from './converter';

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

/** Every result of one quiz, best first (admins: the result sheet). */
export const quizSubmissionsQuery = (db: Firestore, quizId: string) =>
  query(collection(db, paths.submissions(quizId)).withConverter(converters.submission), orderBy('marks', 'desc'));
