import {
  collection,
  collectionGroup,
  doc,
  documentId,
  endBefore,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { QUERY_LIMITS } from '@quizmaster/shared/paging';
import { collections, paths, subcollections } from '@quizmaster/shared/paths';
import { NOT_REFUNDED_STATES } from '@quizmaster/shared/models/payment';
import { modelConverter, withQuizId } from './converter';
import { readers } from './readers';
import { boundValues, type PageOrder, type PagePosition } from './page-position';

/**
 * The player's own one-shot reads through Firestore Lite (`./lite.ts`), so the player's pages
 * never load the full SDK: their record, their
 * dashboard figures and My Payments' page. The same queries as their full-SDK twins in
 * `./refs.ts` (same rules, same indexes: tests/emulator/rules); kept apart from `./rest-refs.ts`
 * so that a lighter reader can take them over in one place.
 */
const converters = {
  quiz: modelConverter(readers.quizSummary),
  submissionInQuiz: withQuizId(modelConverter(readers.submission)),
  payment: modelConverter(readers.payment),
  user: modelConverter(readers.user),
};

/** The user's own `users/{uid}` record (name, role, premium end, profile fields). */
export const ownUserRef = (db: Firestore, uid: string) => doc(db, paths.user(uid)).withConverter(converters.user);

/** A quiz by its id (the name on the player's latest result). */
export const quizByIdRef = (db: Firestore, quizId: string) => doc(db, paths.quiz(quizId)).withConverter(converters.quiz);

const ownSubmissions = (db: Firestore, uid: string) =>
  query(collectionGroup(db, subcollections.submissions).withConverter(converters.submissionInQuiz), where('userId', '==', uid));

/** The user's results, for a `count()` of at most QUERY_LIMITS.own (index: userId ↑, submittedAt ↓). */
export const ownSubmissionsForCount = (db: Firestore, uid: string) =>
  query(collectionGroup(db, subcollections.submissions), where('userId', '==', uid), orderBy('submittedAt', 'desc'), limit(QUERY_LIMITS.own));

/** The user's best result (index: userId ↑, marks ↓). */
export const ownBestSubmissionQuery = (db: Firestore, uid: string) => query(ownSubmissions(db, uid), orderBy('marks', 'desc'), limit(1));

/** The user's latest result (index: userId ↑, submittedAt ↓). */
export const ownLatestSubmissionQuery = (db: Firestore, uid: string) => query(ownSubmissions(db, uid), orderBy('submittedAt', 'desc'), limit(1));

/** The user's payments (the rules let a user list only a query filtered on their uid), newest first. */
export const ownPaymentsList = (db: Firestore, uid: string) => ({
  query: query(collection(db, collections.payments).withConverter(converters.payment), where('uid', '==', uid)),
  order: { field: 'createdAt', direction: 'desc', kind: 'date' } as const satisfies PageOrder,
});

/** At most one of the user's payments that still counts (not refunded): whether My Payments shows its table. */
export const ownActivePaymentQuery = (db: Firestore, uid: string) =>
  query(
    collection(db, collections.payments).withConverter(converters.payment),
    where('uid', '==', uid),
    where('refund', 'in', [...NOT_REFUNDED_STATES]),
    limit(1),
  );

/** One page of `base` (`size + 1` rows, as `./page-query.ts` pages the full SDK's lists). */
export function litePageQuery<T>(base: Query<T>, order: PageOrder, size: number, position: PagePosition): Query<T> {
  const ordered = [orderBy(order.field, order.direction), orderBy(documentId(), order.direction)];
  if (position && 'before' in position) {
    return query(base, ...ordered, endBefore(...boundValues(order, position.before)), limitToLast(size + 1));
  }
  if (position) return query(base, ...ordered, startAfter(...boundValues(order, position.after)), limit(size + 1));
  return query(base, ...ordered, limit(size + 1));
}

/** `base` for a count() of at most `max` rows (the caller's bound in firestore.rules). */
export const liteCountQuery = <T>(base: Query<T>, max: number) => query(base, limit(max));
