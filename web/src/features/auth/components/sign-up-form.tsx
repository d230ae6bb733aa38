import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { createUserWithEmailAndPassword, sendEmailVerification, signOut, updateProfile, type User } from 'firebase/auth';
import { useForm } from 'react-hook-form';
import { signUpSchema, type SignUpInput } from '@quizmaster/shared/validation';
import { PasswordInput } from '@/components/ui/password-input';
import { loadAppAuth, useAppAuthWarmUp } from '@/lib/app-auth';
import { registerUser } from '../api/register-user';
import { authMessages } from '../lib/messages';
import { reportFailure } from '../lib/report-failure';
import { FormField } from './form-field';
import { signUpFailedMessage } from '@quizmaster/shared/messages';
import { notify } from '@/lib/notify';

/**
 * Registration (SPEC.md sections 2, 4, 5, 8): creates the account, requests the verification
 * e-mail, sets the display name, posts the user record and resets the form; any failure shows
 * 'Failed To Sign Up'.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  useAppAuthWarmUp();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: { name: '', email: '', password: '' } });

  const onSubmit = async ({ name, email, password }: SignUpInput) => {
    const auth = await loadAppAuth();
    let created: User | undefined;
    try {
      ({ user: created } = await createUserWithEmailAndPassword(auth, email, password));
      await sendEmailVerification(created);
      await updateProfile(created, { displayName: name });
      // A profile change does not notify auth listeners; a fresh token does, so the header
      // shows the new name at once.
      await created.getIdToken(true);
      await registerUser(auth, created, name);
      notify.success(authMessages.verificationSent(email));
      onSignedUp();
    } catch (error) {
      // Nobody stays signed in to a half-made account; signing in later completes it.
      if (created) await signOut(auth).catch(() => undefined);
      reportFailure(signUpFailedMessage, error);
    } finally {
      reset();
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Register with e-mail">
      <Stack gap="4">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" placeholder="Your name" {...register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button type="submit" colorPalette="purple" size="lg" loading={isSubmitting} mt="2">
          Register
        </Button>
      </Stack>
    </form>
  );
}
