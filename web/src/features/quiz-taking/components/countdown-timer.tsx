import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuClock } from 'react-icons/lu';
import { formatCountdown, thresholdAnnouncement, timerLabel, urgencyOf } from '../lib/countdown';

const palettes = { calm: 'purple', warning: 'orange', critical: 'red' } as const;

/**
 * The visible countdown, and a polite live region that speaks only at the thresholds (5 min,
 * 1 min, 10 s), never every second. The timer itself is `role="timer"`, which screen readers
 * read when asked but do not announce on every change.
 */
export function CountdownTimer({
  remainingMs,
  thresholdMs,
  scope,
}: {
  remainingMs: number;
  /** The threshold the clock last passed, or null. */
  thresholdMs: number | null;
  scope: 'quiz' | 'question';
}) {
  const urgency = urgencyOf(remainingMs);
  // A question's own clock is short anyway: only its last seconds look urgent.
  const palette = palettes[scope === 'question' && urgency === 'warning' ? 'calm' : urgency];
  return (
    <>
      <HStack
        role="timer"
        aria-label={timerLabel(remainingMs, scope)}
        gap="1.5"
        px="3"
        py="1.5"
        rounded="full"
        colorPalette={palette}
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        fontWeight="semibold"
        flexShrink="0"
      >
        <LuClock aria-hidden />
        <Text as="span" fontVariantNumeric="tabular-nums" data-testid="countdown">
          {formatCountdown(remainingMs)}
        </Text>
      </HStack>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {thresholdMs === null ? '' : thresholdAnnouncement(thresholdMs, scope)}
      </VisuallyHidden>
    </>
  );
}
