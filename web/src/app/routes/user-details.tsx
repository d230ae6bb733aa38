import { useParams } from 'react-router-dom';
import { RequireAdmin } from '@/components/auth/require-admin';
import { RequireSignedIn } from '@/components/auth/require-signed-in';
import { usePageTitle } from '@/components/ui/page-title';
import { UserDetails } from '@/features/admin-users/components/user-details';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';

/** /user/{userId} (admins): one user's profile, premium, payments and results, in the dashboard layout. */
export function UserDetailsRoute() {
  usePageTitle('User Details');
  const { userId = '' } = useParams();
  return (
    <RequireSignedIn>
      <DashboardShell>
        <RequireAdmin>
          <UserDetails uid={userId} />
        </RequireAdmin>
      </DashboardShell>
    </RequireSignedIn>
  );
}
