import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { profileFormSchema, type ProfileInput } from '@quizmaster/shared/profile-form';

interface ProfileFormProps {
  defaultValues: ProfileInput;
  /** Shown read-only: the e-mail is the account's identity and cannot be edited here. */
  email: string;
  onSubmit: (values: ProfileInput) => Promise<void>;
}

/** Edits name and phone with the spec's messages (SPEC.md section 5; the shared zod/mini checks the API also applies). */
export function ProfileForm({ defaultValues, email, onSubmit }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput>({ resolver: zodResolver(profileFormSchema), defaultValues });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Edit profile">
      <Stack gap="4">
        <Field.Root invalid={!!errors.name}>
          <Field.Label>Name</Field.Label>
          <Input autoComplete="name" {...register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root readOnly>
          <Field.Label>Email</Field.Label>
          <Input type="email" value={email} readOnly bg="bg.muted" />
          <Field.HelperText>Your e-mail is your sign-in and cannot be changed here.</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={!!errors.phone}>
          <Field.Label>Phone</Field.Label>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
          <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="purple" loading={isSubmitting} alignSelf="flex-start">
          Submit
        </Button>
      </Stack>
    </form>
  );
}
