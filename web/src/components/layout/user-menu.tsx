import { Button, HStack, Link, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useContext } from 'react';
import { signOut } from 'firebase/auth';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth, useSigninCheck } from '@/lib/firebase-context';
import { paths } from '@/config/paths';
import { LoginButton, NotificationBell, UserAvatar } from './account-parts';
import { SignedInBellContext } from './bell-slot';
import { ACCOUNT_GAP, PHONE_SMALL } from './header-sizes';

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
  const renderSignedInBell = useContext(SignedInBellContext);

  const handleSignOut = async () => {
    await signOut(auth);
    void navigate(paths.home.getHref());
  };

  return (
    <HStack gap={ACCOUNT_GAP}>
      {user && renderSignedInBell ? (
        // The real bell loads on its own; until then the plain one (count 0) holds its place.
        <Suspense fallback={<NotificationBell />}>{renderSignedInBell(user)}</Suspense>
      ) : (
        <NotificationBell />
      )}
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
        <Button size={PHONE_SMALL} variant="outline" colorPalette="purple" onClick={() => void handleSignOut()}>
          Sign Out
        </Button>
      ) : (
        <LoginButton />
      )}
    </HStack>
  );
}
