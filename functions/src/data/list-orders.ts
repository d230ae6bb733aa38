import type { Attempt } from '@quizmaster/shared/models/attempt';
import type { StoredPayment } from '@quizmaster/shared/models/payment';
import type { QuizBest } from '@quizmaster/shared/models/quiz-best';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { Submission } from '@quizmaster/shared/models/submission';
import type { UserRecord } from '@quizmaster/shared/models/user';

/**
 * How one paged list of the API is read: the fields compared with `==` (in this order), then
 * one sort field, then the document id in the same direction. The id going the same way as the
 * sort field is what lets the single-field index (no equalities) or the composite index
 * `equalities…, field` (Firestore appends `__name__` in the last field's direction) serve the
 * query; functions/src/data/indexes.test.ts checks firestore.indexes.json against this list.
 */
export interface ListOrder<T> {
  collectionGroup: string;
  equalities: readonly (keyof T & string)[];
  field: keyof T & string;
  direction: 'asc' | 'desc';
  /** How the sort value travels in a cursor: a date as epoch milliseconds, or a number as is. */
  kind: 'date' | 'number';
}

const listOrder = <T>(order: ListOrder<T>) => order;

/** Every list the API pages, by name. */
export const LIST_ORDERS = {
  /** GET /get-all-quiz: the published quizzes, newest first. */
  quizCatalogue: listOrder<QuizSummary>({ collectionGroup: 'quizzes', equalities: ['published'], field: 'createdAt', direction: 'desc', kind: 'date' }),
  /** GET /user: newest account first. */
  users: listOrder<UserRecord>({ collectionGroup: 'users', equalities: [], field: 'createdAt', direction: 'desc', kind: 'date' }),
  /** GET /getAllPayment: newest first. */
  payments: listOrder<StoredPayment>({ collectionGroup: 'payments', equalities: [], field: 'createdAt', direction: 'desc', kind: 'date' }),
  /** GET /singlePaymentByEmail/{email}: the payments of that e-mail's account, newest first. */
  paymentsByUser: listOrder<StoredPayment>({ collectionGroup: 'payments', equalities: ['uid'], field: 'createdAt', direction: 'desc', kind: 'date' }),
  /** GET /singlePaymentByEmail/{email} for an admin, of an address no account has now (a deleted account's history). */
  paymentsByEmail: listOrder<StoredPayment>({ collectionGroup: 'payments', equalities: ['email'], field: 'createdAt', direction: 'desc', kind: 'date' }),
  /** GET /get-single-quiz/{quizId} for an admin: every submission, newest first. */
  submissions: listOrder<Submission>({ collectionGroup: 'submissions', equalities: [], field: 'submittedAt', direction: 'desc', kind: 'date' }),
  /** GET /get-single-quiz/{quizId} for a player: their own submissions, newest first. */
  ownSubmissions: listOrder<Submission>({ collectionGroup: 'submissions', equalities: ['userId'], field: 'submittedAt', direction: 'desc', kind: 'date' }),
  /** GET /quiz-results/{quizId}/csv: the Result Sheet, best marks first (as the web app's sheet). */
  resultSheet: listOrder<Submission>({ collectionGroup: 'submissions', equalities: [], field: 'marks', direction: 'desc', kind: 'number' }),
};

/**
 * How one player's documents across quizzes are paged (readPlayerPage): the collection group of
 * `quizzes/{quizId}/{collectionGroup}/{id}`, filtered on `userId ==`, newest `field` first, then
 * by document path. Each needs the collection-group index `userId (asc), field (desc)`
 * (functions/src/data/indexes.test.ts checks it).
 */
export interface PlayerListOrder<T> {
  collectionGroup: string;
  field: keyof T & string;
}

const playerListOrder = <T>(order: PlayerListOrder<T>) => order;

export const PLAYER_LIST_ORDERS = {
  /** GET /my-results; anonymised when the account is deleted. */
  submissions: playerListOrder<Submission>({ collectionGroup: 'submissions', field: 'submittedAt' }),
  /** GET /my-bests and the leaderboard visibility switch; deleted with the account. */
  bests: playerListOrder<QuizBest>({ collectionGroup: 'bests', field: 'submittedAt' }),
  /** Anonymised when the account is deleted. */
  attempts: playerListOrder<Attempt>({ collectionGroup: 'attempts', field: 'startedAt' }),
};
