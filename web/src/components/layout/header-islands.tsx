import { FirebaseProviders } from '@/lib/firebase-providers';
import { AdminBrandBadge } from './admin-brand-badge';
import { UserMenu } from './user-menu';

/** The header's parts that need Firebase, each with its providers; header.tsx loads this module lazily. */

export function AdminBrandBadgeIsland() {
  return (
    <FirebaseProviders>
      <AdminBrandBadge />
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
