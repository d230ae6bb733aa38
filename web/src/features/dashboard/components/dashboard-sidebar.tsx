import { Badge, Button, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { LuUserPen } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { isPremiumActive } from '@quizmaster/shared/premium';
import { SideNav } from '@/components/layout/side-nav';
import { DEFAULT_PROFILE_PICTURE } from '@/components/ui/default-profile-picture';
import { PlainAvatar } from '@/components/ui/plain-avatar';
import { paths } from '@/config/paths';
import { useMyUserRecord } from '../api/use-player-records';
import { roleLabel } from '../lib/player-summary';
import { adminMenu, playerMenu } from './dashboard-menus';

interface DashboardSidebarProps {
  user: User;
  /** The token's admin claim (useAdminRole), as the guards see it: not the record's `role`. */
  isAdmin: boolean;
  /** Closes the drawer that holds the panel on small screens. */
  onNavigate?: () => void;
}

/** The dashboard's side panel: photo (or the default picture), name, role, 'Edit Profile' and the menu. */
export function DashboardSidebar({ user, isAdmin, onNavigate }: DashboardSidebarProps) {
  const { status, data: record } = useMyUserRecord(user.uid);
  const name = record?.name || user.displayName || user.email || 'Player';
  const premium = isPremiumActive(record?.premiumUntil ?? null);

  return (
    <Stack gap="6">
      <VStack gap="3" p="5" rounded="l3" borderWidth="1px" bg="bg.panel" textAlign="center">
        <PlainAvatar size="2xl" colorPalette="purple" name={name} src={user.photoURL || DEFAULT_PROFILE_PICTURE} />
        <Stack gap="1" align="center" minW="0" maxW="full">
          <Text fontWeight="semibold" fontSize="lg" truncate maxW="full">
            {name}
          </Text>
          {/* A player's premium comes with the record: a small placeholder until it does. */}
          <Skeleton loading={!isAdmin && status === 'loading'} rounded="full">
            <Badge colorPalette={isAdmin ? 'red' : premium ? 'orange' : 'purple'} variant="subtle">
              {roleLabel(isAdmin ? 'admin' : '', premium)}
            </Badge>
          </Skeleton>
        </Stack>
        <Button asChild size="sm" variant="outline" colorPalette="purple" w="full">
          <RouterLink to={paths.profile.getHref()} onClick={onNavigate}>
            <LuUserPen aria-hidden /> Edit Profile
          </RouterLink>
        </Button>
      </VStack>
      <SideNav label="Dashboard" items={isAdmin ? adminMenu : playerMenu} onNavigate={onNavigate} />
    </Stack>
  );
}
