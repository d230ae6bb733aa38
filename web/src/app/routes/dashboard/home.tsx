import { Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '@/components/ui/page-title';
import { AdminWebVitals } from '@/features/admin-web-vitals/components/admin-web-vitals';
import { DashboardHome } from '@/features/dashboard/components/dashboard-home';
import type { RoutePrefetch } from '@/lib/route-prefetch';
import { signedInAdminApp } from '@/lib/signed-in-admin';

// The admin's figures read through the full Firestore SDK: in a chunk of their own, loaded for
// an admin only, so a player's dashboard never downloads it.
const AdminFigures = lazy(() => import('@/app/admin/dashboard-figures'));

const adminFigures = (
  <Suspense fallback={<Skeleton h="40" rounded="l3" role="status" aria-busy="true" aria-label="Loading the figures" />}>
    <AdminFigures />
  </Suspense>
);

export function DashboardHomeRoute() {
  usePageTitle('Dashboard');
  // The real-user metrics render for admins only, below their figures.
  return (
    <Stack gap="8">
      <DashboardHome adminFigures={adminFigures} />
      <AdminWebVitals />
    </Stack>
  );
}

/**
 * An admin's figures start loading as the navigation to the dashboard starts (app/route-loading.ts). The prefetch (and the full Firestore SDK
 * it reads with) loads only once the session is known to be an admin's: players never fetch it.
 */
export const prefetch: RoutePrefetch = (target) => {
  signedInAdminApp().then(
    async (app) => {
      if (app) (await import('@/app/admin/dashboard-prefetch')).prefetch(target);
    },
    () => undefined,
  );
};
