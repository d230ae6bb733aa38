import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { SocialSignIn } from '@/features/auth/components/social-sign-in';
import { useAfterSignIn } from '@/features/auth/lib/use-after-sign-in';

/** /signUp (SPEC.md section 2): registration, the social buttons and the way back to login. */
export function SignUpRoute() {
  usePageTitle('SignUp');
  const { returnToOrigin, afterSocialSignIn } = useAfterSignIn();
  // Keep the guard's "come back here" when the visitor switches back to the login page.
  const guardState: unknown = useLocation().state;

  return (
    <AuthCard
      heading="Register Now!"
      tagline="Create your free account and start playing."
      footer={
        <>
          Already have an account?{' '}
          <Link asChild color="purple.fg" fontWeight="semibold">
            <RouterLink to={paths.login.getHref()} state={guardState}>
              Log in here.
            </RouterLink>
          </Link>
        </>
      }
    >
      <SignUpForm onSignedUp={returnToOrigin} />
      <SocialSignIn onSignedIn={afterSocialSignIn} />
    </AuthCard>
  );
}
