import { prefetchAdminFigures } from '@/features/dashboard/api/admin-figures';
import { adminPrefetch } from '@/lib/firestore/prefetch';

/** The admin dashboard's figures, started as the navigation to the dashboard starts (the full SDK: admins only). */
export const prefetch = adminPrefetch(prefetchAdminFigures);
