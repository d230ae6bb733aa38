import { Avatar, Box, Button, Circle, Float, HStack, IconButton, Link, VisuallyHidden } from '@chakra-ui/react';
import { signOut, type User } from 'firebase/auth';
import { LuBell } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth, useSigninCheck } from 'reactfire';
import { paths } from '@/config/paths';

/** Notification bell; nothing produces notifications yet, so the count starts (and stays) at 0. */
function NotificationBell() {
  const count = 0;
  return (
    <Box position="relative">
      <IconButton aria-label={`Notifications: ${count}`} variant="ghost" size="sm" rounded="full">
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
function UserAvatar({ user }: { user: User | null }) {
  const name = user?.displayName || user?.email || undefined;
  return (
    // Decorative: the link around it is named in words; its title shows the user's name on hover.
    <Avatar.Root size="sm" colorPalette="purple" aria-hidden="true">
      <Avatar.Fallback name={name} />
      {user?.photoURL ? <Avatar.Image src={user.photoURL} alt="" referrerPolicy="no-referrer" /> : null}
    </Avatar.Root>
  );
}

/**
 * Bell, avatar and the Login / Sign Out button (SPEC.md section 1). Signed in, the avatar leads
 * to the profile. While the auth state loads no button shows, so neither flashes. The user's
 * name is only in the avatar's title: as page text it would collide with pages that show it.
 */
export function UserMenu() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { status, data } = useSigninCheck();
  const user = status === 'success' && data.signedIn ? data.user : null;

  const handleSignOut = async () => {
    await signOut(auth);
    void navigate(paths.home.getHref());
  };

  return (
    <HStack gap={{ base: '2', sm: '3' }}>
      <NotificationBell />
      {user ? (
        <Link asChild rounded="full" title={user.displayName || user.email || undefined}>
          <RouterLink to={paths.profile.getHref()}>
            <UserAvatar user={user} />
            <VisuallyHidden>Your profile</VisuallyHidden>
          </RouterLink>
        </Link>
      ) : (
        <UserAvatar user={null} />
      )}
      {status === 'loading' ? null : user ? (
        <Button size="sm" variant="outline" colorPalette="purple" onClick={() => void handleSignOut()}>
          Sign Out
        </Button>
      ) : (
        <Button asChild size="sm" colorPalette="purple">
          <RouterLink to={paths.login.getHref()}>Login</RouterLink>
        </Button>
      )}
    </HStack>
  );
}
