import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { QUERY_LIMITS } from '@quizmaster/shared/paging';
import { userActivePaymentQuery, userPaymentsList, userRef } from '@/lib/firestore/refs';
import { usePagedQuery, useQueryCount } from '@/lib/firestore/use-paged-query';

/**
 * The signed-in user's payments, newest first, a page at a time (URL `after`/`before`), live: a
 * refund request shows up at once. The total is a count() of them, up to the rules' bound of a user's own records.
 */
export function useMyPayments(uid: string) {
  const list = userPaymentsList(useFirestore(), uid);
  const page = usePagedQuery(list.query, list.order);
  const total = useQueryCount(list.query, page, page.rows, QUERY_LIMITS.own);
  return { page, total };
}

/**
 * Whether the user has a payment that still counts (not refunded), live and one document at
 * most: with premium still running, that is what "marked as paid" means for the table.
 */
export function useHasActivePayment(uid: string) {
  return useFirestoreCollectionData(userActivePaymentQuery(useFirestore(), uid));
}

/** The signed-in user's own record (name and premium end). */
export function useMyUserRecord(uid: string) {
  return useFirestoreDocData(userRef(useFirestore(), uid));
}
