import { useAdminRole } from '@/components/auth/use-admin-role';
import { BrandText } from './brand-text';

/** The brand for whoever is signed in: the admin's brand follows the same claim as the admin guard. */
export function BrandForRole() {
  return <BrandText admin={useAdminRole() === 'admin'} />;
}
