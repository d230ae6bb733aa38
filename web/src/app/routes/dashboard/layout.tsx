import { Outlet } from 'react-router-dom';
import { RequireSignedIn } from '@/components/auth/require-signed-in';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';

/** /dashboard and its pages: signed-in users only, inside the dashboard layout. */
export function DashboardLayoutRoute() {
  return (
    <RequireSignedIn>
      <DashboardShell>
        <Outlet />
      </DashboardShell>
    </RequireSignedIn>
  );
}
