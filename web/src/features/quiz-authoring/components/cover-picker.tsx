import { Box, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { BUILT_IN_COVERS, INVALID_COVER_MESSAGE, isCoverFileName, MAX_COVER_BYTES } from '@quizmaster/shared/quiz-authoring-rules';
import * as Field from '@/components/ui/plain-field';
import * as RadioCard from '@/components/ui/plain-radio-card';

// Chakra's Progress runs a zag machine: it loads with the first upload, its percentage standing in meanwhile.
const UploadProgressBar = lazy(async () => ({ default: (await import('./upload-progress')).UploadProgressBar }));

/** Shown when this build has no Storage to upload to (e.g. offline, without its emulator). */
const STORAGE_UNAVAILABLE = 'Uploads need Firebase Storage, which is not running here: pick a built-in cover below.';

/** 'Geography' from '/covers/geography.svg'. */
const coverLabel = (cover: string) => {
  const name = cover.split('/').pop()?.split('.')[0] ?? cover;
  return name.charAt(0).toUpperCase() + name.slice(1);
};

interface CoverPickerProps {
  /** The chosen cover: a built-in one, or an uploaded file's URL; '' when none. */
  value: string;
  onChange: (image: string) => void;
  /** Whether Storage can take an upload here (see upload-cover.ts); null hides the file input. */
  upload: ((file: File, onProgress: (percent: number) => void) => Promise<string>) | null;
}

/**
 * The cover of a new quiz (SPEC.md section 5): a PNG or JPEG file, uploaded to Storage with a
 * progress bar, or one of the built-in covers, which work everywhere (offline included).
 */
export function CoverPicker({ value, onChange, upload }: CoverPickerProps) {
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const builtIn = BUILT_IN_COVERS.includes(value) ? value : null;

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    if (!isCoverFileName(file.name)) {
      setFileError(INVALID_COVER_MESSAGE);
      if (!builtIn) onChange('');
      return;
    }
    if (file.size > MAX_COVER_BYTES) {
      setFileError('The cover must be at most 5 MB.');
      return;
    }
    if (!upload) {
      setFileError(STORAGE_UNAVAILABLE);
      return;
    }
    setProgress(0);
    try {
      const url = await upload(file, setProgress);
      setUploaded(url);
      onChange(url);
    } catch (error) {
      setFileError(`The upload failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="4">
      <Field.Root invalid={!!fileError}>
        <Field.Label>Cover Image</Field.Label>
        <Field.Input type="file" accept=".png,.jpg,.jpeg,image/png,image/jpeg" p="1.5" onChange={(event) => void chooseFile(event)} />
        {fileError ? (
          <Field.ErrorText>{fileError}</Field.ErrorText>
        ) : (
          <Field.HelperText>{upload ? 'PNG or JPEG, at most 5 MB.' : `PNG or JPEG. ${STORAGE_UNAVAILABLE}`}</Field.HelperText>
        )}
      </Field.Root>
      {progress !== null ? (
        <Suspense fallback={<Text fontSize="xs">{progress}%</Text>}>
          <UploadProgressBar percent={progress} />
        </Suspense>
      ) : null}
      {uploaded && value === uploaded ? (
        <Image src={uploaded} alt="The uploaded cover" h="24" w="40" objectFit="cover" rounded="md" />
      ) : null}

      <RadioCard.Root label="Or pick a built-in cover" value={builtIn} onValueChange={onChange} size="sm" colorPalette="purple">
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
          {BUILT_IN_COVERS.map((cover) => (
            <RadioCard.Item key={cover} value={cover} p="2" flexDirection="column" alignItems="stretch" gap="1">
              <Box h="14" rounded="sm" overflow="hidden" bg="bg.muted">
                <Image src={cover} alt="" h="full" w="full" objectFit="cover" />
              </Box>
              <Text as="span" fontSize="sm" fontWeight="medium">
                {coverLabel(cover)}
              </Text>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
    </Stack>
  );
}
