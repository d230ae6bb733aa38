import { useAdminRole } from '@/components/auth/use-admin-role';
import { readRoleHint } from '@/lib/session-hint';
import { BrandText } from './brand-text';

/**
 * The brand for whoever is signed in: the admin's brand follows the same claim as the admin guard;
 * while the claim loads, the role this browser last saw (it is only the brand's text).
 */
export function BrandForRole() {
  const role = useAdminRole();
  return <BrandText admin={role === 'loading' ? readRoleHint() === 'admin' : role === 'admin'} />;
}
