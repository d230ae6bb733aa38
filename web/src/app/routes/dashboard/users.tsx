import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { UsersTable } from '@/features/admin-users/components/users-table';
import { prefetchUsersPage } from '@/features/admin-users/api/users-list';
import { adminPrefetch } from '@/lib/firestore/prefetch';

/** /dashboard/users: every user with the role, details and delete actions. */
export function UsersRoute() {
  usePageTitle('Users');
  return (
    <RequireAdmin>
      <UsersTable />
    </RequireAdmin>
  );
}

/** An admin's page of users starts loading as the navigation to it starts (app/route-loading.ts). */
export const prefetch = adminPrefetch(prefetchUsersPage);
