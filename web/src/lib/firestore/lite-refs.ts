import {
  collection,
  documentId,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore/lite';
import { collections } from '@quizmaster/shared/paths';
import { quizSummarySchema, type QuizType } from '@quizmaster/shared/models/quiz';
import { modelConverter } from './converter';

/**
 * The queries read through Firestore Lite (`./lite.ts`), kept apart from `./refs.ts` so that the
 * pages using them never load the full SDK. Same converters, same rules tests.
 */
const quizConverter = modelConverter(quizSummarySchema);

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
