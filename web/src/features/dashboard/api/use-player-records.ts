import { useCallback } from 'react';
import { useAuth } from '@/lib/firebase-context';
import { useOwnUserRecord } from '@/lib/firestore/use-own-user-record';
import { readPlayerFigures } from './player-figures';
import { useOneShot } from './use-one-shot';

/** The signed-in user's own `users/{uid}` record (name, role, premium end), read as the page opens. */
export const useMyUserRecord = useOwnUserRecord;

/** The signed-in user's figures (results taken, best marks), read once as the dashboard opens. */
export function useMyFigures(uid: string) {
  const auth = useAuth();
  return useOneShot(useCallback(() => readPlayerFigures(auth.currentUser, uid), [auth, uid]));
}
