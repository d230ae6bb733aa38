import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { userSubmissionsQuery, userRef } from '@/lib/firestore/refs';

/** The signed-in user's own `users/{uid}` record, live (name, role, premium end). */
export function useMyUserRecord(uid: string) {
  return useFirestoreDocData(userRef(useFirestore(), uid));
}

/** The signed-in user's quiz results across every quiz, newest first, live. */
export function useMySubmissions(uid: string) {
  return useFirestoreCollectionData(userSubmissionsQuery(useFirestore(), uid));
}
