import {
  collection,
  doc,
  documentId,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore/lite';
import { collections, paths } from '@quizmaster/shared/paths';
import type { QuizType } from '@quizmaster/shared/models/quiz';
import { modelConverter } from './converter';
import { readers } from './readers';

/**
 * The queries read through Firestore Lite (`./lite.ts`), kept apart from `./refs.ts` so that the
 * pages using them never load the full SDK. Same converters, same rules tests.
 */
const quizConverter = modelConverter(readers.quizSummary);

/**
 * The quiz catalogue on `/` and `/quizzes` (readable by visitors too), through Firestore Lite:
 * the published quizzes (the rules refuse a visitor's list without this filter; drafts are the
 * admins'), newest first with the id as tie-breaker, so "Load more" continues exactly after the
 * last card (`after`, its snapshot) even while quizzes are added. Reads `count + 1` quizzes: the
 * extra one only says whether there are more. Optionally one type only (indexes: published,
 * createdAt ↓; published, quizType, createdAt ↓).
 */
export function catalogueQuery(db: Firestore, { quizType, count, after }: { quizType: QuizType | null; count: number; after?: DocumentSnapshot | undefined }) {
  return query(
    collection(db, collections.quizzes).withConverter(quizConverter),
    where('published', '==', true),
    ...(quizType ? [where('quizType', '==', quizType)] : []),
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(count + 1),
  );
}

const notificationConverters = {
  notification: modelConverter(readers.notification),
  broadcast: modelConverter(readers.broadcast),
  inbox: modelConverter(readers.notificationInbox),
};

/** The user's notification inbox (unread count, broadcast watermark): the owner only. */
export const notificationInboxRef = (db: Firestore, uid: string) => doc(db, paths.notificationInbox(uid)).withConverter(notificationConverters.inbox);

/**
 * The broadcasts after the user's watermark, for a `count()` of at most `max` (every signed-in
 * user, up to the rules' bound; the automatic index on `createdAt` serves the range).
 */
export const broadcastsAfterQuery = (db: Firestore, after: Date, max: number) =>
  query(collection(db, collections.broadcasts), where('createdAt', '>', after), limit(max));

/**
 * A page of the bell's list, newest first with the id as tie-breaker: the user's own
 * notifications (the owner only), or the broadcasts. `count + 1` rows: the extra one says there is more.
 * No equality filter, so the single-field index on `createdAt` serves both.
 */
export function ownNotificationsQuery(db: Firestore, uid: string, { count, after }: { count: number; after?: DocumentSnapshot | undefined }) {
  return query(
    collection(db, paths.notifications(uid)).withConverter(notificationConverters.notification),
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(count + 1),
  );
}

export function broadcastsQuery(db: Firestore, { count, after }: { count: number; after?: DocumentSnapshot | undefined }) {
  return query(
    collection(db, collections.broadcasts).withConverter(notificationConverters.broadcast),
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(count + 1),
  );
}
