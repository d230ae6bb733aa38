import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { quizzesQuery, userPaymentsQuery, userRef, userSubmissionsQuery } from '@/lib/firestore/refs';

/** Everything the details page shows about one user, live (admins may read all of it). */
export function useUserRecords(uid: string) {
  const db = useFirestore();
  return {
    user: useFirestoreDocData(userRef(db, uid)),
    payments: useFirestoreCollectionData(userPaymentsQuery(db, uid)),
    results: useFirestoreCollectionData(userSubmissionsQuery(db, uid)),
    quizzes: useFirestoreCollectionData(quizzesQuery(db)),
  };
}
