import { Avatar, Box, Button, Circle, Float, HStack, IconButton } from '@chakra-ui/react';
import { signOut } from 'firebase/auth';
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

/** Bell, avatar (photo or placeholder) and the Login / Sign Out button. */
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
    <HStack gap="3">
      <NotificationBell />
      <Avatar.Root size="sm" colorPalette="purple">
        <Avatar.Fallback name={user?.displayName ?? user?.email ?? undefined} />
        {user?.photoURL ? <Avatar.Image src={user.photoURL} alt="" /> : null}
      </Avatar.Root>
      {status === 'loading' ? null : user ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="purple"
          onClick={() => void handleSignOut()}
        >
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
