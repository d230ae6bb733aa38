import { useFirestore } from '@/lib/firebase-context';
import { useFirestoreCollectionData, useFirestoreDocData } from '@/lib/firebase-context/live-data';
import { quizzesByIdQuery, userPaymentsList, userRef, userResultsList } from '@/lib/firestore/refs';
import { usePagedQuery } from '@/lib/firestore/use-paged-query';

/**
 * What the details page shows about one user (admins may read all of it): the record, live,
 * and a page each of their payments and their results, each live and paged with its own URL
 * parameters (`payments.after`, `results.after`, …), so both lists page on one page.
 */
export function useUserRecords(uid: string) {
  const db = useFirestore();
  const paymentsList = userPaymentsList(db, uid);
  const resultsList = userResultsList(db, uid);
  return {
    user: useFirestoreDocData(userRef(db, uid)),
    payments: usePagedQuery(paymentsList.query, paymentsList.order, undefined, { paramPrefix: 'payments.' }),
    results: usePagedQuery(resultsList.query, resultsList.order, undefined, { paramPrefix: 'results.' }),
  };
}

/** The names of the quizzes on a page of results: one read of at most a page's quizzes, not the catalogue. */
export function useQuizNames(quizIds: readonly string[]): ReadonlyMap<string, string> | undefined {
  const ids = [...new Set(quizIds)].sort();
  // `in` needs at least one id; a page without results has no names to look up.
  const { status, data } = useFirestoreCollectionData(quizzesByIdQuery(useFirestore(), ids.length > 0 ? ids : ['-']));
  if (status !== 'success') return undefined;
  return new Map(data.map((quiz) => [quiz.id, quiz.quizName]));
}
