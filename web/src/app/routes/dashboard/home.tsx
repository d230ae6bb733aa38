import { Stack } from '@chakra-ui/react';
import { usePageTitle } from '@/components/ui/page-title';
import { AdminWebVitals } from '@/features/admin-web-vitals/components/admin-web-vitals';
import { DashboardHome } from '@/features/dashboard/components/dashboard-home';
import { prefetchAdminFigures } from '@/features/dashboard/api/admin-figures';
import { adminPrefetchLoader } from '@/lib/firestore/prefetch';

export function DashboardHomeRoute() {
  usePageTitle('Dashboard');
  // The real-user metrics render for admins only, below their figures.
  return (
    <Stack gap="8">
      <DashboardHome />
      <AdminWebVitals />
    </Stack>
  );
}

/** An admin's figures start loading as the route does. */
export const loader = adminPrefetchLoader(prefetchAdminFigures);
