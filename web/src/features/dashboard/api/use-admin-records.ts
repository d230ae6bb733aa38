import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { paymentsQuery, quizzesQuery } from '@/lib/firestore/refs';

/** Every quiz summary, live (public data). */
export function useAllQuizzes() {
  return useFirestoreCollectionData(quizzesQuery(useFirestore()));
}

/** Every payment, live (the rules let only admins list them). */
export function useAllPayments() {
  return useFirestoreCollectionData(paymentsQuery(useFirestore()));
}
