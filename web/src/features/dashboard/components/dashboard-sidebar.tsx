import { Badge, Button, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import {
  LuChartLine,
  LuCreditCard,
  LuHistory,
  LuFilePlus2,
  LuLayoutDashboard,
  LuListChecks,
  LuMessageSquarePlus,
  LuReceipt,
  LuUserPen,
  LuUsers,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { isPremiumActive } from '@quizmaster/shared/premium';
import { SideNav, type SideNavItem } from '@/components/layout/side-nav';
import { DEFAULT_PROFILE_PICTURE } from '@/components/ui/default-profile-picture';
import { PlainAvatar } from '@/components/ui/plain-avatar';
import { paths } from '@/config/paths';
import { useMyUserRecord } from '../api/use-player-records';
import { roleLabel } from '../lib/player-summary';

/** The player's menu (SPEC.md "Dashboard layout"). */
const playerMenu: readonly SideNavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.getHref(), icon: <LuLayoutDashboard />, end: true },
  { label: 'My Payments', to: paths.myPayments.getHref(), icon: <LuCreditCard /> },
  { label: 'My Results', to: paths.myResults.getHref(), icon: <LuChartLine /> },
  { label: 'Add a Review', to: paths.addReview.getHref(), icon: <LuMessageSquarePlus /> },
];

/** The admin's menu (SPEC.md "Dashboard layout"). */
const adminMenu: readonly SideNavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.getHref(), icon: <LuLayoutDashboard />, end: true },
  { label: 'Users', to: paths.users.getHref(), icon: <LuUsers /> },
  { label: 'Add Quiz', to: paths.addQuiz.getHref(), icon: <LuFilePlus2 /> },
  { label: 'Manage Quizzes', to: paths.manageQuizzes.getHref(), icon: <LuListChecks /> },
  { label: 'Payments list', to: paths.paymentLists.getHref(), icon: <LuReceipt /> },
  { label: 'Audit log', to: paths.auditLog.getHref(), icon: <LuHistory /> },
];

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
