import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import { readAdminFigures } from './admin-figures';
import { useOneShot } from './use-one-shot';

/** The admin dashboard's figures, read once as the dashboard opens (the rules let only admins count payments). */
export function useAdminFigures() {
  const db = useFirestore();
  return useOneShot(useCallback(() => readAdminFigures(db, new Date()), [db]));
}
