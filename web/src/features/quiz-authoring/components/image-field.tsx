import { Box, Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useContext, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_ALT_MESSAGE, IMAGE_LIMITS, IMAGE_UPLOAD_TYPES, type ImageRef, type UploadedImage } from '@quizmaster/shared/question-images';
import * as Field from '@/components/ui/plain-field';
import { QuestionImage } from '@/components/ui/question-image';
import { AuthContext } from '@/lib/firebase-context/contexts';

const MAX_MB = IMAGE_LIMITS.uploadBytes / 1024 / 1024;
const TOO_LARGE = `The image is larger than ${String(MAX_MB)} MB.`;
const WRONG_TYPE = 'Choose a PNG, JPEG, WebP or GIF image.';
const NO_ACCOUNT = 'Sign in again to upload images.';

export type UploadImage = (file: File) => Promise<UploadedImage>;

interface ImageFieldProps {
  value: ImageRef | null | undefined;
  onChange: (image: ImageRef | null) => void;
  /** Whose image it is, for the controls' names: none for the question's, e.g. "option 2". */
  of?: string;
  /** Uploads a file; the API's upload, loaded on first use, unless given (tests). */
  upload?: UploadImage;
}

/**
 * A question's or an option's image (ADR 0037): a file input (PNG, JPEG, WebP or GIF, checked
 * for size here for a quick answer; the server checks the bytes), uploaded with "Uploading…" and
 * the server's message when it refuses; then the thumbnail, its required alt text and Remove.
 */
export function ImageField({ value, onChange, of, upload }: ImageFieldProps) {
  const auth = useContext(AuthContext);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // Where the keyboard goes next: the alt text after an upload; the file input after Remove or a
  // refused upload (it was disabled while uploading, which took the focus away). A new object each time.
  const [focusNext, setFocusNext] = useState<{ to: 'alt' | 'file' } | null>(null);
  useEffect(() => {
    if (focusNext) box.current?.querySelector<HTMLInputElement>(focusNext.to === 'alt' ? 'input:not([type=file])' : 'input[type=file]')?.focus();
  }, [focusNext]);
  const suffix = of ? ` of ${of}` : '';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    setError(null);
    if (!file) return;
    const problem =
      file.size > IMAGE_LIMITS.uploadBytes ? TOO_LARGE : !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type) ? WRONG_TYPE : null;
    if (problem) {
      setError(problem);
      return;
    }
    const send: UploadImage | null =
      upload ?? (auth ? async (chosen) => (await import('../api/upload-question-image')).uploadQuestionImage(auth, chosen) : null);
    if (!send) {
      setError(NO_ACCOUNT);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await send(file);
      onChange({ ...uploaded, alt: '' });
      setFocusNext({ to: 'alt' });
    } catch (failure) {
      setError(`The image was not uploaded: ${failure instanceof Error ? failure.message : 'unknown error'}`);
      setFocusNext({ to: 'file' });
    } finally {
      setUploading(false);
      input.value = '';
    }
  };

  if (value) {
    const blank = value.alt.trim() === '';
    return (
      <Stack ref={box} gap="2" align="flex-start" w="full">
        <QuestionImage image={value} look="option" />
        <Field.Root required invalid={blank}>
          <Field.Label fontSize="sm">
            Image description (alt text)
            <VisuallyHidden>{suffix}</VisuallyHidden>
          </Field.Label>
          <Field.Input
            size="sm"
            value={value.alt}
            maxLength={IMAGE_LIMITS.alt}
            onChange={(event) => onChange({ ...value, alt: event.target.value })}
          />
          {blank ? <Field.ErrorText>{IMAGE_ALT_MESSAGE}</Field.ErrorText> : <Field.HelperText>What the image shows, for players who cannot see it.</Field.HelperText>}
        </Field.Root>
        <Button
          size="xs"
          variant="outline"
          aria-label={`Remove image${suffix}`}
          onClick={() => {
            onChange(null);
            setFocusNext({ to: 'file' });
          }}
        >
          Remove image
        </Button>
      </Stack>
    );
  }

  return (
    <Box ref={box} w="full" maxW="sm">
      <Field.Root invalid={error !== null}>
        <Field.Label fontSize="sm">
          Add an image
          <VisuallyHidden>{of ? ` to ${of}` : ''}</VisuallyHidden>
        </Field.Label>
        <Field.Input
          type="file"
          size="sm"
          p="1"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          disabled={uploading}
          onChange={(event) => void choose(event)}
        />
        {uploading ? (
          <Text role="status" fontSize="sm" color="fg.muted">
            Uploading…
          </Text>
        ) : error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{`PNG, JPEG, WebP or GIF, at most ${String(MAX_MB)} MB (optional).`}</Field.HelperText>
        )}
      </Field.Root>
    </Box>
  );
}
