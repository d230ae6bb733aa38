import { Button, Card, chakra, createRecipeContext, Heading, Skeleton, Stack, Text, type HTMLChakraProps } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import type { User } from 'firebase/auth';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useAuth, useUser } from '@/lib/firebase-context';
import { PROFILE_LIMITS } from '@quizmaster/shared/constants';
import { saveProfileText, type ProfileTextField } from '../api/save-profile-text';
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

/**
 * A textarea styled by Chakra's textarea recipe (passed in: it is not in the system, theme.ts), without Chakra's Field (Ark's field machinery
 * and zag's auto-resize, ~4 KiB): the label, hint and error are tied to it by id below, and it
 * grows with its text where the browser supports `field-sizing`.
 */
const PlainTextarea = createRecipeContext({ recipe: textareaRecipe }).withContext<HTMLTextAreaElement, HTMLChakraProps<'textarea'>>('textarea');

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

  const id = useId();
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="4">
        <Stack gap="1.5" align="flex-start">
          <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium">
            {label}
          </chakra.label>
          <PlainTextarea
            id={id}
            name={field}
            rows={4}
            placeholder={placeholder}
            // Four lines and the padding at least, as `rows` gives where `field-sizing` is not supported.
            css={{ fieldSizing: 'content', minHeight: 'calc(4lh + 1rem + 2px)' }}
            aria-invalid={error !== null || undefined}
            aria-describedby={`${id}-hint`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onFocus={() => void loadTextCheck()}
          />
          <Text id={`${id}-hint`} textStyle="xs" {...(error !== null ? { color: 'fg.error', fontWeight: 'medium' } : { color: 'fg.muted' })}>
            {error ?? `${String(value.length)} / ${String(max)} characters`}
          </Text>
        </Stack>
        <Button type="submit" colorPalette="purple" loading={saving} disabled={value === initial} alignSelf="flex-start">
          Save
        </Button>
      </Stack>
    </form>
  );
}
