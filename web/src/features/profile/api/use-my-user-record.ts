import { useFirestore, useFirestoreDocData } from 'reactfire';
import { userRef } from '@/lib/firestore/refs';

/** The signed-in user's own `users/{uid}` record, live: a saved edit shows up at once. */
export function useMyUserRecord(uid: string) {
  return useFirestoreDocData(userRef(useFirestore(), uid));
}
