import { Stack } from '@chakra-ui/react';
import { usePageTitle } from '@/components/ui/page-title';
import { LeaderboardVisibility } from '@/features/leaderboard/components/leaderboard-visibility';
import { MyProfile } from '@/features/profile/components/my-profile';

export function ProfileIndexRoute() {
  usePageTitle('Profile');
  return (
    <Stack gap="6">
      <MyProfile />
      <LeaderboardVisibility />
    </Stack>
  );
}
