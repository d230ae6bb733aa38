import { Alert, Box, CheckboxCard, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import type { AttemptQuestion } from '../api/attempts';
import { verdictText } from '../lib/quiz-facts';

/**
 * One question with its options as checkboxes (several may be right). The heading takes the
 * focus when a new question appears, so keyboard and screen-reader players start from it.
 */
export function QuestionView({
  question,
  number,
  total,
  selection,
  verdict,
  disabled,
  focusOnShow,
  onToggle,
}: {
  question: AttemptQuestion;
  /** 1-based position in the quiz, of `total`. */
  number: number;
  total: number;
  selection: readonly number[];
  /** Question-wise quizzes, once checked: whether the answer was right. */
  verdict: boolean | undefined;
  disabled: boolean;
  focusOnShow: boolean;
  onToggle: (optionId: number) => void;
}) {
  const headingId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const locked = verdict !== undefined;

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow, question._id]);

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          as="h2"
          size={{ base: 'lg', md: 'xl' }}
          lineHeight="1.35"
          outline="none"
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '4px', rounded: 'sm' }}
          colorPalette="purple"
        >
          <VisuallyHidden>{`Question ${String(number)} of ${String(total)}: `}</VisuallyHidden>
          {question.question}
        </Heading>
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {locked ? 'Your answer is checked and locked.' : 'Select every answer that is right.'}
        </Text>
      </Stack>

      <Stack role="group" aria-labelledby={headingId} aria-describedby={hintId} gap="3">
        {question.options.map((option) => {
          const checked = selection.includes(option.id);
          return (
            <CheckboxCard.Root
              key={option.id}
              checked={checked}
              onCheckedChange={() => onToggle(option.id)}
              disabled={disabled || locked}
              colorPalette={locked && checked ? (verdict ? 'green' : 'red') : 'purple'}
              variant={checked ? 'subtle' : 'outline'}
              size="md"
              cursor={disabled || locked ? 'default' : 'pointer'}
            >
              <CheckboxCard.HiddenInput />
              <CheckboxCard.Control>
                <CheckboxCard.Indicator />
                <CheckboxCard.Content>
                  <CheckboxCard.Label>{option.option}</CheckboxCard.Label>
                </CheckboxCard.Content>
              </CheckboxCard.Control>
            </CheckboxCard.Root>
          );
        })}
      </Stack>

      {/* Present from the start, so the verdict is announced when it appears. */}
      <Box aria-live="polite">
        {verdict === undefined ? null : (
          <Alert.Root status={verdict ? 'success' : 'error'} variant="subtle">
            <Alert.Indicator />
            <Alert.Title>{verdictText(verdict)}</Alert.Title>
          </Alert.Root>
        )}
      </Box>
    </Stack>
  );
}
