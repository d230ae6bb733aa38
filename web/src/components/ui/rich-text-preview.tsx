import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { hasRichMarkup } from '@quizmaster/shared/rich-text';
import { RichText } from './rich-text';

/** How long the editor waits after the last key before it asks the server for a preview. */
export const PREVIEW_DELAY_MS = 400;

export interface RichTextPreviewProps {
  /** The field's text as typed. */
  text: string;
  /** Renders a text on the server (web/src/lib/rich-text-preview.ts's call, or a stand-in in tests). */
  preview: (text: string) => Promise<{ html: string }>;
  label?: string;
}

type Shown = { text: string; html: string | null; failed: boolean };

/**
 * The editor's preview of a field with math or code, rendered by the server exactly as a save
 * will render it, once typing pauses. A text without markup is shown as it is, with no call.
 */
export function RichTextPreview({ text, preview, label = 'Preview' }: RichTextPreviewProps) {
  const marked = hasRichMarkup(text);
  const [shown, setShown] = useState<Shown>({ text: '', html: null, failed: false });
  useEffect(() => {
    if (!marked) return;
    let current = true;
    const timer = setTimeout(() => {
      preview(text).then(
        ({ html }) => {
          if (current) setShown({ text, html, failed: false });
        },
        () => {
          if (current) setShown({ text, html: null, failed: true });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [marked, text, preview]);

  if (!marked) return null;
  const upToDate = shown.text === text;
  return (
    <Box role="group" aria-label={label} borderWidth="1px" borderRadius="md" padding="3" marginTop="2">
      <Text fontSize="xs" color="fg.muted" marginBottom="1">
        {label}
        {upToDate ? '' : ' (updating…)'}
        {shown.failed && upToDate ? ': the preview is not available now; the text is saved as written.' : ''}
      </Text>
      <Box aria-live="polite" opacity={upToDate ? 1 : 0.6}>
        <RichText text={shown.text || text} html={shown.failed ? null : shown.html} />
      </Box>
    </Box>
  );
}
