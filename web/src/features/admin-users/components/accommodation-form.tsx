import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/firebase-context';
import { ACCOMMODATION_LIMITS } from '@quizmaster/shared/accommodation-limits';
import { notAdminMessage } from '@quizmaster/shared/messages';
import { LoadFailed } from '@/components/ui/load-failed';
import * as Field from '@/components/ui/plain-field';
import { adminActionFailure } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { readAccommodation, saveAccommodation } from '../api/accommodation';

// The schema brings zod (about 15 KiB gzip): it loads when the admin first focuses the form, or saves.
const loadSchema = async () => (await import('@quizmaster/shared/accommodations')).accommodationInputSchema;
type AccommodationSchema = Awaited<ReturnType<typeof loadSchema>>;

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; timeMultiplier: string; extraAttempts: string };

/**
 * Accommodations on a user's details page: a time multiplier (1.5 gives 15 minutes for a
 * 10-minute quiz, and each question half as long again) and extra attempts at every quiz. The
 * server applies them when the player starts an attempt.
 */
export function AccommodationForm({ uid }: { uid: string }) {
  const auth = useAuth();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [saving, setSaving] = useState(false);
  const [schema, setSchema] = useState<AccommodationSchema | null>(null);
  const wantSchema = () => {
    if (!schema) loadSchema().then((loaded) => setSchema(() => loaded), () => undefined); // saving tries again
  };

  useEffect(() => {
    let current = true;
    readAccommodation(auth, uid).then(
      ({ accommodation }) => {
        if (current) setLoaded({ status: 'ready', timeMultiplier: String(accommodation.timeMultiplier), extraAttempts: String(accommodation.extraAttempts) });
      },
      () => {
        if (current) setLoaded({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [auth, uid]);

  if (loaded.status === 'loading') return <Skeleton h="20" rounded="md" aria-label="Loading the accommodations" />;
  if (loaded.status === 'error') return <LoadFailed>The accommodations could not be loaded. Please refresh the page to try again.</LoadFailed>;

  const input = { timeMultiplier: Number(loaded.timeMultiplier), extraAttempts: Number(loaded.extraAttempts) };
  // Until the schema is in, the values are the stored ones, which it accepted.
  const parsed = schema?.safeParse(input);
  const problem = (field: 'timeMultiplier' | 'extraAttempts') => (parsed?.success === false ? parsed.error.issues.find((issue) => issue.path[0] === field)?.message : undefined);

  const save = async () => {
    setSaving(true);
    try {
      const checker = schema ?? (await loadSchema());
      setSchema(() => checker);
      const checked = checker.safeParse(input);
      if (!checked.success) return;
      const { changed } = await saveAccommodation(auth, uid, checked.data);
      notify.success(changed ? 'Accommodations saved.' : 'Nothing changed.');
    } catch (error) {
      notify.error(adminActionFailure(error, notAdminMessage));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack as="form" aria-label="Accommodations" gap="3" onFocus={wantSchema} onSubmit={(event) => event.preventDefault()}>
      <HStack gap="4" align="start" flexWrap="wrap">
        <Field.Root invalid={!!problem('timeMultiplier')} w="auto">
          <Field.Label>Time multiplier</Field.Label>
          <Field.Input
            type="number"
            inputMode="decimal"
            step="0.05"
            min={ACCOMMODATION_LIMITS.timeMultiplier.min}
            max={ACCOMMODATION_LIMITS.timeMultiplier.max}
            w="32"
            value={loaded.timeMultiplier}
            onChange={(event) => setLoaded({ ...loaded, timeMultiplier: event.target.value })}
          />
          {problem('timeMultiplier') ? <Field.ErrorText>{problem('timeMultiplier')}</Field.ErrorText> : <Field.HelperText>1 is the quiz's own time; 1.5 is half as long again.</Field.HelperText>}
        </Field.Root>
        <Field.Root invalid={!!problem('extraAttempts')} w="auto">
          <Field.Label>Extra attempts</Field.Label>
          <Field.Input
            type="number"
            inputMode="numeric"
            step="1"
            min={0}
            max={ACCOMMODATION_LIMITS.extraAttempts.max}
            w="32"
            value={loaded.extraAttempts}
            onChange={(event) => setLoaded({ ...loaded, extraAttempts: event.target.value })}
          />
          {problem('extraAttempts') ? <Field.ErrorText>{problem('extraAttempts')}</Field.ErrorText> : <Field.HelperText>Beyond each quiz's limit.</Field.HelperText>}
        </Field.Root>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Applied to every quiz this player starts from now on; attempts already running keep their time.
      </Text>
      <Button alignSelf="start" size="sm" colorPalette="purple" disabled={parsed?.success === false} loading={saving} onClick={() => void save()}>
        Save accommodations
      </Button>
    </Stack>
  );
}
