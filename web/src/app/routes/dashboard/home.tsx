import { usePageTitle } from '@/components/ui/page-title';
import { DashboardHome } from '@/features/dashboard/components/dashboard-home';
import { prefetchAdminFigures } from '@/features/dashboard/api/admin-figures';
import { adminPrefetchLoader } from '@/lib/firestore/prefetch';

export function DashboardHomeRoute() {
  usePageTitle('Dashboard');
  return <DashboardHome />;
}

/** An admin's figures start loading as the route does. */
export const loader = adminPrefetchLoader(prefetchAdminFigures);
