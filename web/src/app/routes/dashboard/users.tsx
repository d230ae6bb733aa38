import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { UsersTable } from '@/features/admin-users/components/users-table';

/** /dashboard/users: every user with the role, details and delete actions. */
export function UsersRoute() {
  usePageTitle('Users');
  return (
    <RequireAdmin>
      <UsersTable />
    </RequireAdmin>
  );
}
