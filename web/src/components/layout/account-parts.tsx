import { Box, Button, Circle, Float, HStack, IconButton } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { LuBell } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PlainAvatar } from '@/components/ui/plain-avatar';
import { paths } from '@/config/paths';
import { ACCOUNT_GAP, PHONE_SMALL } from './header-sizes';

/**
 * The pieces of the header's account area that need no Firebase, so the header can show them
 * while the Firebase SDK is still loading (see ./user-menu.tsx and ./header-islands.tsx).
 */

/**
 * The plain notification bell (count 0): a visitor's, and a signed-in user's until their own bell
 * (features/notifications, through bell-slot.ts) has loaded.
 */
export function NotificationBell() {
  const count = 0;
  return (
    <Box position="relative">
      <IconButton aria-label={`Notifications: ${count}`} variant="ghost" size={PHONE_SMALL} rounded="full">
        <LuBell />
      </IconButton>
      <Float placement="top-end" offset="1.5">
        <Circle size="4" bg="purple.solid" color="purple.contrast" fontSize="2xs" fontWeight="bold" aria-hidden>
          {count}
        </Circle>
      </Float>
    </Box>
  );
}

/** The user's photo, or their initials, or (signed out) the placeholder figure. */
export function UserAvatar({ user }: { user: User | null }) {
  const name = user?.displayName || user?.email || undefined;
  return (
    // Decorative: the link around it is named in words; its title shows the user's name on hover.
    <PlainAvatar size={PHONE_SMALL} colorPalette="purple" aria-hidden="true" name={name} src={user?.photoURL} />
  );
}

/** The account area while the auth state is unknown: bell and placeholder avatar, no button (none flashes). */
export function AccountAreaLoading() {
  return (
    <HStack gap={ACCOUNT_GAP}>
      <NotificationBell />
      <UserAvatar user={null} />
    </HStack>
  );
}

/** The Login button of a signed-out header. */
export function LoginButton() {
  return (
    <Button asChild size={PHONE_SMALL} colorPalette="purple">
      <RouterLink to={paths.login.getHref()}>Login</RouterLink>
    </Button>
  );
}

/** A visitor's account area, drawn without Firebase when the session hint says signed out (header.tsx). */
export function VisitorAccountArea() {
  return (
    <HStack gap={ACCOUNT_GAP}>
      <NotificationBell />
      <UserAvatar user={null} />
      <LoginButton />
    </HStack>
  );
}
