import { Outlet } from 'react-router-dom';
import { RequireSignedIn } from '@/components/auth/require-signed-in';
import { ProfileShell } from '@/features/profile/components/profile-shell';

/** /profile and its pages: signed-in users only, beside the profile menu. */
export function ProfileLayoutRoute() {
  return (
    <RequireSignedIn>
      <ProfileShell>
        <Outlet />
      </ProfileShell>
    </RequireSignedIn>
  );
}
