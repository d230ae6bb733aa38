import { Button, Card, Field, Heading, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAuth, useUser } from '@/lib/firebase-context';
import { z } from 'zod';
import { PROFILE_LIMITS } from '@quizmaster/shared/validation';
import { saveProfileText, type ProfileTextField } from '../api/save-profile';
import { useMyUserRecord } from '../api/use-my-user-record';
import { noUserMessage } from '@quizmaster/shared/messages';
import { notify } from '@/lib/notify';

interface ProfileTextFormProps {
  field: ProfileTextField;
  title: string;
  description: string;
  label: string;
  placeholder: string;
  icon: ReactNode;
}

/** A profile sub-page (address, education): one free-text field saved straight to the user's record. */
export function ProfileTextForm(props: ProfileTextFormProps) {
  const { status, data: user } = useUser();
  if (status === 'loading') return <Skeleton h="64" rounded="l3" />;
  if (!user) return <Text>{noUserMessage}</Text>;
  return <ProfileTextFormOf user={user} {...props} />;
}

function ProfileTextFormOf({ user, field, title, description, label, placeholder, icon }: ProfileTextFormProps & { user: User }) {
  const { status, data: record } = useMyUserRecord(user.uid);
  if (status === 'loading') {
    return <Skeleton h="64" rounded="l3" role="status" aria-busy="true" aria-label="Loading your profile" />;
  }
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Stack direction="row" gap="3" align="center">
          <Text as="span" color="purple.fg" fontSize="2xl" aria-hidden>
            {icon}
          </Text>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
        </Stack>
        <Text color="fg.muted">{description}</Text>
      </Card.Header>
      <Card.Body>
        {/* Keyed by the stored value so the form starts from it once it has loaded. */}
        <TextFieldForm
          key={record?.[field] ?? ''}
          uid={user.uid}
          field={field}
          label={label}
          placeholder={placeholder}
          initial={record?.[field] ?? ''}
        />
      </Card.Body>
    </Card.Root>
  );
}

const maxLength = (field: ProfileTextField) => PROFILE_LIMITS[field].max;

/** The rules' limit (firestore.rules restates PROFILE_LIMITS), checked here first with a readable message. */
const textSchema = (field: ProfileTextField) =>
  z.object({ value: z.string().trim().max(maxLength(field), `At most ${String(maxLength(field))} characters`) });
const schemas = { address: textSchema('address'), education: textSchema('education') };
type TextInput = z.infer<ReturnType<typeof textSchema>>;

function TextFieldForm(props: { uid: string; field: ProfileTextField; label: string; placeholder: string; initial: string }) {
  const { uid, field, label, placeholder, initial } = props;
  const auth = useAuth();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TextInput>({ resolver: zodResolver(schemas[field]), defaultValues: { value: initial } });
  const length = useWatch({ control, name: 'value' }).length;

  const onSubmit = async ({ value }: TextInput) => {
    try {
      await saveProfileText(auth, uid, field, value);
      notify.success(`Your ${label.toLowerCase()} has been saved.`);
    } catch (error) {
      console.error(error);
      notify.error(`Your ${label.toLowerCase()} could not be saved.`);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="4">
        <Field.Root invalid={!!errors.value}>
          <Field.Label>{label}</Field.Label>
          <Textarea rows={4} placeholder={placeholder} autoresize {...register('value')} />
          {errors.value ? (
            <Field.ErrorText>{errors.value.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{`${String(length)} / ${String(maxLength(field))} characters`}</Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="purple" loading={isSubmitting} disabled={!isDirty} alignSelf="flex-start">
          Save
        </Button>
      </Stack>
    </form>
  );
}
