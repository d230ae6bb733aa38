import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { FirebaseError } from 'firebase/app';
import { browserPopupRedirectResolver, signInWithPopup } from 'firebase/auth';
import { useState } from 'react';
import { FaFacebook } from 'react-icons/fa6';
import { FcGoogle } from 'react-icons/fc';
import { loadAppAuth } from '@/lib/app-auth';
import { completeSignIn, type RegistrationReport } from '../api/register-user';
import { reportFailure } from '../lib/report-failure';
import { isDismissedPopup, socialProvider, type SocialProviderId } from '../lib/social-providers';
import { loginFailedMessage } from '@quizmaster/shared/messages';
import { Separator } from '@/components/ui/separator';

/** "or", between the e-mail form and the social buttons. */
function OrSeparator() {
  return (
    <HStack gap="3" aria-hidden="true">
      <Separator flex="1" />
      <Text fontSize="sm" color="fg.muted">
        or
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}

/**
 * 'Continue With Google' and 'Continue With Facebook' (SPEC.md section 2): a Firebase popup,
 * then the user record is posted and `onSignedIn` gets the server's report. Closing the popup
 * is not a failure; anything else shows 'Failed To Login'.
 */
export function SocialSignIn({ onSignedIn }: { onSignedIn: (report: RegistrationReport) => void }) {
  const [pending, setPending] = useState<SocialProviderId | null>(null);

  const signInWith = async (providerId: SocialProviderId) => {
    setPending(providerId);
    // Already loaded by the form beside it (useAppAuthWarmUp): the popup opens within the click's user activation.
    const auth = await loadAppAuth();
    try {
      const { user } = await signInWithPopup(auth, socialProvider(providerId), browserPopupRedirectResolver);
      onSignedIn(await completeSignIn(auth, user));
    } catch (error) {
      if (!(error instanceof FirebaseError && isDismissedPopup(error.code))) reportFailure(loginFailedMessage, error);
    } finally {
      setPending(null);
    }
  };

  const buttonProps = { variant: 'outline', size: 'lg', disabled: pending !== null } as const;
  return (
    <Stack gap="4">
      <OrSeparator />
      <Button {...buttonProps} loading={pending === 'google'} onClick={() => void signInWith('google')}>
        <FcGoogle aria-hidden="true" /> Continue With Google
      </Button>
      <Button {...buttonProps} loading={pending === 'facebook'} onClick={() => void signInWith('facebook')}>
        <Icon as={FaFacebook} color={{ base: '#1877F2', _dark: '#4599FF' }} aria-hidden="true" /> Continue With Facebook
      </Button>
    </Stack>
  );
}
