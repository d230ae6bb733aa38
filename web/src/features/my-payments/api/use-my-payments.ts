import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { userPaymentsQuery, userRef } from '@/lib/firestore/refs';

/** The signed-in user's payments, newest first, live: a refund request shows up at once. */
export function useMyPayments(uid: string) {
  return useFirestoreCollectionData(userPaymentsQuery(useFirestore(), uid));
}

/** The signed-in user's own record (name and premium end). */
export function useMyUserRecord(uid: string) {
  return useFirestoreDocData(userRef(useFirestore(), uid));
}
