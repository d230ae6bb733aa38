import { useCallback } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { userRef } from '@/lib/firestore/refs';
import { readPlayerFigures } from './player-figures';
import { useOneShot } from './use-one-shot';

/** The signed-in user's own `users/{uid}` record, live (name, role, premium end). */
export function useMyUserRecord(uid: string) {
  return useFirestoreDocData(userRef(useFirestore(), uid));
}

/** The signed-in user's figures (results taken, best marks), read once as the dashboard opens. */
export function useMyFigures(uid: string) {
  const db = useFirestore();
  return useOneShot(useCallback(() => readPlayerFigures(db, uid), [db, uid]));
}
