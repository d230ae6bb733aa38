import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialSignIn } from '@/features/auth/components/social-sign-in';
import { useAfterSignIn } from '@/features/auth/lib/use-after-sign-in';

/** /login (SPEC.md section 2): e-mail login, the social buttons and the way to register. */
export function LoginRoute() {
  usePageTitle('Login');
  const { returnToOrigin, afterSocialSignIn } = useAfterSignIn();
  // Keep the guard's "come back here" when the visitor switches to the sign-up page.
  const guardState: unknown = useLocation().state;

  return (
    <AuthCard
      heading="Login Here!"
      tagline="Welcome back! Sign in to keep playing."
      footer={
        <>
          New to Quiz Master?{' '}
          <Link asChild color="purple.fg" fontWeight="semibold">
            <RouterLink to={paths.signUp.getHref()} state={guardState}>
              Register here.
            </RouterLink>
          </Link>
        </>
      }
    >
      <LoginForm onSignedIn={returnToOrigin} />
      <SocialSignIn onSignedIn={afterSocialSignIn} />
    </AuthCard>
  );
}
