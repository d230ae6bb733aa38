import { FirebaseProviders } from '@/lib/firebase-providers';
import { BrandForRole } from './brand-for-role';
import { UserMenu } from './user-menu';

/** The header's parts that need Firebase, each with its providers; header.tsx loads this module lazily. */

export function BrandForRoleIsland() {
  return (
    <FirebaseProviders>
      <BrandForRole />
    </FirebaseProviders>
  );
}

export function UserMenuIsland() {
  return (
    <FirebaseProviders>
      <UserMenu />
    </FirebaseProviders>
  );
}
