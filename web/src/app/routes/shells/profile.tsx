import { GenericSkeleton } from '@/app/shell/generic-skeleton';
import { ProfileShell } from '@/features/profile/components/profile-shell';

/** The profile pages while they load (app/shell/route-shell.tsx). */
export function Shell() {
  return (
    <ProfileShell>
      <GenericSkeleton />
    </ProfileShell>
  );
}
