import { prefetchAdminFigures } from '@/features/dashboard/api/admin-figures';
import { adminPrefetchLoader } from '@/lib/firestore/prefetch';

/** The admin dashboard's figures, started as the route loads (the full SDK: admins only). */
export const loader = adminPrefetchLoader(prefetchAdminFigures);
