import { Stack } from '@chakra-ui/react';
import { MyProfileSkeleton } from '@/features/profile/components/my-profile-card';
import { ProfileShell } from '@/features/profile/components/profile-shell';
import { earlySignedInReadMark } from '@/app/early-signed-in-reads';

/** /profile while it loads (app/shell/route-shell.tsx): the profile card's words at their places (routes/profile/index.tsx). */
export function Shell() {
  return (
    <ProfileShell>
      {/* The entry reads the user's record as soon as Auth has restored the session (src/main.tsx). */}
      <Stack gap="6" {...earlySignedInReadMark('own-user-record')}>
        <MyProfileSkeleton />
      </Stack>
    </ProfileShell>
  );
}
