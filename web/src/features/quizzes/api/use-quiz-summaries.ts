import { collection, getDocs, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import { useEffect, useState } from 'react';
import { useFirebaseApp } from 'reactfire';
import { collections } from '@quizmaster/shared/paths';
import { quizSummarySchema, type QuizSummary } from '@quizmaster/shared/models/quiz';
import { liteFirestore } from '@/lib/firestore/lite';
import { modelConverter, type WithId } from '@/lib/firestore/converter';

/** All quiz summaries, newest first (readable by visitors too): one query, as the page opens. */
const quizCatalogueQuery = (db: Firestore) =>
  query(collection(db, collections.quizzes).withConverter(modelConverter(quizSummarySchema)), orderBy('createdAt', 'desc'));

export type QuizSummaries =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: WithId<QuizSummary>[]; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * The quiz catalogue, read once per visit of the page through Firestore Lite: the landing page
 * and /quizzes show it as it is when they open, which keeps the full Firestore SDK (and its
 * live connection) off them.
 */
export function useQuizSummaries(): QuizSummaries {
  const app = useFirebaseApp();
  const [state, setState] = useState<QuizSummaries>({ status: 'loading', data: undefined, error: undefined });
  useEffect(() => {
    let current = true;
    getDocs(quizCatalogueQuery(liteFirestore(app))).then(
      (snapshot) => {
        if (current) setState({ status: 'success', data: snapshot.docs.map((doc) => doc.data()), error: undefined });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', data: undefined, error });
      },
    );
    return () => {
      current = false;
    };
  }, [app]);
  return state;
}
