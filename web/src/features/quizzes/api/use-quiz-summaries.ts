import {
  collection,
  orderBy,
  query,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collections } from '@quizmaster/shared/paths';
import { quizSummarySchema, type QuizSummary } from '@quizmaster/shared/models/quiz';

export type QuizSummaryWithId = QuizSummary & { id: string };

/** Reads quiz summaries through the shared schema, so a malformed document fails loudly. */
const quizSummaryConverter: FirestoreDataConverter<QuizSummaryWithId> = {
  toFirestore: () => {
    throw new Error('Quizzes are written by the API, never by the browser.');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => ({
    ...quizSummarySchema.parse(snapshot.data()),
    id: snapshot.id,
  }),
};

/** All quiz summaries, newest first, live from Firestore (readable by visitors too). */
export function useQuizSummaries() {
  const firestore = useFirestore();
  const quizzesQuery = query(
    collection(firestore, collections.quizzes).withConverter(quizSummaryConverter),
    orderBy('createdAt', 'desc'),
  );
  return useFirestoreCollectionData(quizzesQuery);
}
