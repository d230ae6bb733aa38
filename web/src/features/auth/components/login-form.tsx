import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useAuth } from 'reactfire';
import { loginSchema, type LoginInput } from '@quizmaster/shared/validation';
import { PasswordInput } from '@/components/ui/password-input';

/** E-mail and password sign-in (SPEC.md sections 2, 4, 5, 8). */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const auth = useAuth();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = async ({ email, password }: LoginInput) => {
    try {
      await signInWithEmailAndPassword(auth, email, password);
      onSignedIn();
    } catch (error) {
      if (!(error instanceof FirebaseError)) console.error(error);
      toast.error('Failed To Login');
    } finally {
      reset();
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="4">
        <Field.Root invalid={!!errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password}>
          <Field.Label>Password</Field.Label>
          <PasswordInput {...register('password')} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="purple" loading={isSubmitting}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
