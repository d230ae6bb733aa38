import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { quizzesQuery } from '@/lib/firestore/refs';

/** All quiz summaries, newest first, live from Firestore (readable by visitors too). */
export function useQuizSummaries() {
  return useFirestoreCollectionData(quizzesQuery(useFirestore()));
}
