import { QUERY_LIMITS } from '@quizmaster/shared/paging';
import { collections, paths, subcollections } from '@quizmaster/shared/paths';
import type { QuizType } from '@quizmaster/shared/models/quiz';
import { DOCUMENT_ID, type RestQuery } from './rest';

/**
 * The first-paint queries, read through the REST reader (./rest.ts): the same shapes as the SDK
 * queries they replaced, so the same rules and indexes serve them (tests/emulator/rest-reader.test.ts).
 */

/** Where a list continues: the last row's `createdAt` and id (the order's fields). */
export type NewestFirstCursor = readonly [createdAt: Date, id: string];

const newestFirst = [
  ['createdAt', 'desc'],
  [DOCUMENT_ID, 'desc'],
] as const;

/**
 * The quiz catalogue on `/` and `/quizzes` (readable by visitors too): the published quizzes (the
 * rules refuse a visitor's list without this filter; drafts are the admins'), newest first with
 * the id as tie-breaker, so "Load more" continues exactly after the last card even while quizzes
 * are added. Reads `count + 1` quizzes: the extra one only says whether there are more.
 * Optionally one type only (indexes: published, createdAt ↓; published, quizType, createdAt ↓).
 */
export function catalogueQuery({ quizType, count, after }: { quizType: QuizType | null; count: number; after?: NewestFirstCursor | undefined }): RestQuery {
  return {
    collection: collections.quizzes,
    where: [['published', '==', true], ...(quizType ? [['quizType', '==', quizType] as const] : [])],
    orderBy: newestFirst,
    startAfter: after,
    limit: count + 1,
  };
}

/**
 * The broadcasts after the user's watermark, for a count of at most `max` (every signed-in user,
 * up to the rules' bound; the automatic index on `createdAt` serves the range).
 */
export const broadcastsAfterQuery = (after: Date, max: number): RestQuery => ({
  collection: collections.broadcasts,
  where: [['createdAt', '>', after]],
  limit: max,
});

/**
 * A page of the bell's list, newest first with the id as tie-breaker: the user's own
 * notifications (the owner only), or the broadcasts. `count + 1` rows: the extra one says there is
 * more. No equality filter, so the single-field index on `createdAt` serves both.
 */
export const ownNotificationsQuery = (uid: string, { count, after }: { count: number; after?: NewestFirstCursor | undefined }): RestQuery => ({
  collection: paths.notifications(uid),
  orderBy: newestFirst,
  startAfter: after,
  limit: count + 1,
});

export const broadcastsQuery = ({ count, after }: { count: number; after?: NewestFirstCursor | undefined }): RestQuery => ({
  collection: collections.broadcasts,
  orderBy: newestFirst,
  startAfter: after,
  limit: count + 1,
});

/** The user's results, across every quiz: the rules let a user list only their own. */
const ownSubmissions = (uid: string) => ({ collection: subcollections.submissions, group: true, where: [['userId', '==', uid]] }) as const;

/** The user's results, for a count of at most QUERY_LIMITS.own (index: userId ↑, submittedAt ↓). */
export const ownSubmissionsForCount = (uid: string): RestQuery => ({ ...ownSubmissions(uid), orderBy: [['submittedAt', 'desc']], limit: QUERY_LIMITS.own });

/** The user's best result (index: userId ↑, marks ↓). */
export const ownBestSubmissionQuery = (uid: string): RestQuery => ({ ...ownSubmissions(uid), orderBy: [['marks', 'desc']], limit: 1 });

/** The user's latest result (index: userId ↑, submittedAt ↓). */
export const ownLatestSubmissionQuery = (uid: string): RestQuery => ({ ...ownSubmissions(uid), orderBy: [['submittedAt', 'desc']], limit: 1 });
