import { Button, Card, Field, Heading, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useAuth, useUser } from 'reactfire';
import { PROFILE_LIMITS } from '@quizmaster/shared/constants';
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
          user={user}
          field={field}
          label={label}
          placeholder={placeholder}
          initial={record?.[field] ?? ''}
        />
      </Card.Body>
    </Card.Root>
  );
}

/** The shared check (zod/mini), loaded when the user starts typing or saving: the page paints and takes input without it. */
const loadTextCheck = () => import('../lib/check-profile-text');

async function checkText(field: ProfileTextField, text: string) {
  return (await loadTextCheck()).checkProfileText(field, text);
}

/** One free-text field: checked when saved, and again as it changes once a save was tried (as the other forms do). */
function TextFieldForm(props: { user: User; field: ProfileTextField; label: string; placeholder: string; initial: string }) {
  const { user, field, label, placeholder, initial } = props;
  const auth = useAuth();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const max = PROFILE_LIMITS[field].max;

  const onChange = (text: string) => {
    setValue(text);
    if (tried) void checkText(field, text).then((checked) => setError(checked.error), () => undefined);
  };

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    setTried(true);
    setSaving(true);
    try {
      const checked = await checkText(field, value);
      setError(checked.error);
      if (checked.error !== null) return;
      await saveProfileText(auth, user, field, checked.value);
      notify.success(`Your ${label.toLowerCase()} has been saved.`);
    } catch (saveError) {
      console.error(saveError);
      notify.error(`Your ${label.toLowerCase()} could not be saved.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="4">
        <Field.Root invalid={error !== null}>
          <Field.Label>{label}</Field.Label>
          <Textarea
            name={field}
            rows={4}
            placeholder={placeholder}
            autoresize
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onFocus={() => void loadTextCheck()}
          />
          {error !== null ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>{`${String(value.length)} / ${String(max)} characters`}</Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="purple" loading={saving} disabled={value === initial} alignSelf="flex-start">
          Save
        </Button>
      </Stack>
    </form>
  );
}
