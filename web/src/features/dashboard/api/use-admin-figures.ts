import { useCallback } from 'react';
import { useFirestore } from '@/lib/firebase-context';
import { takeAdminFigures } from './admin-figures';
import { useOneShot } from './use-one-shot';

/** The admin dashboard's figures, read once as the dashboard opens (the rules let only admins read the payment figures). */
export function useAdminFigures() {
  const db = useFirestore();
  return useOneShot(useCallback(() => takeAdminFigures(db), [db]));
}
