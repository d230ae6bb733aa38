import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';

/** Placeholder: replaced by the admin feature that owns this route. */
export function UsersRoute() {
  usePageTitle('Users');
  return <RequireAdmin>{null}</RequireAdmin>;
}
