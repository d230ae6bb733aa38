import { Stack } from '@chakra-ui/react';
import type { LoaderFunction } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { AdminWebVitals } from '@/features/admin-web-vitals/components/admin-web-vitals';
import { DashboardHome } from '@/features/dashboard/components/dashboard-home';
import { signedInAdminApp } from '@/lib/signed-in-admin';

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

/**
 * An admin's figures start loading as the route does. The prefetch (and the full Firestore SDK
 * it reads with) loads only once the session is known to be an admin's: players never fetch it.
 */
export const loader: LoaderFunction = (args) => {
  signedInAdminApp().then(
    async (app) => {
      if (app) await (await import('@/features/admin-dashboard/admin-prefetch')).loader(args);
    },
    () => undefined,
  );
  return null;
};
