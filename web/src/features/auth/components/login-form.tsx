import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useForm } from 'react-hook-form';
import { loginSchema, type LoginInput } from '@quizmaster/shared/validation';
import { PasswordInput } from '@/components/ui/password-input';
import { loadAppAuth, useAppAuthWarmUp } from '@/lib/app-auth';
import { completeSignIn } from '../api/register-user';
import { reportFailure } from '../lib/report-failure';
import { FormField } from './form-field';
import { loginFailedMessage } from '@quizmaster/shared/messages';

/**
 * E-mail and password sign-in (SPEC.md sections 2, 4, 5, 8): the spec's validation messages,
 * the user record posted, the form reset after every submit, 'Failed To Login' on failure.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  useAppAuthWarmUp();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = async ({ email, password }: LoginInput) => {
    const auth = await loadAppAuth();
    try {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      await completeSignIn(auth, user);
      onSignedIn();
    } catch (error) {
      reportFailure(loginFailedMessage, error);
    } finally {
      reset();
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Login with e-mail">
      <Stack gap="4">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <Button type="submit" colorPalette="purple" size="lg" loading={isSubmitting} mt="2">
          Login
        </Button>
      </Stack>
    </form>
  );
}
