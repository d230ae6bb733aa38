import { Alert, Box, CheckboxCard, chakra, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo, useEffect, useId, useRef } from 'react';
import type { AttemptQuestion } from '../api/attempts';
import { verdictText } from '../lib/quiz-facts';

/**
 * One question with its options: radio buttons when it takes one answer (the server says so:
 * `choice`), checkboxes when several may be right. The heading takes the focus when a new
 * question appears, so keyboard and screen-reader players start from it.
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
  onChoose,
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
  /** Ticks or unticks a checkbox. */
  onToggle: (optionId: number) => void;
  /** Chooses a radio button (a single-answer question). */
  onChoose: (optionId: number) => void;
}) {
  const headingId = useId();
  const radioName = useId();
  const single = question.choice === 'single';
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
          {locked ? 'Your answer is checked and locked.' : single ? 'Select the one right answer.' : 'Select every answer that is right.'}
        </Text>
      </Stack>

      <Stack role={single ? 'radiogroup' : 'group'} aria-labelledby={headingId} aria-describedby={hintId} gap="3">
        {question.options.map((option) =>
          single ? (
            <RadioOptionCard
              key={option.id}
              name={radioName}
              optionId={option.id}
              text={option.option}
              checked={selection.includes(option.id)}
              disabled={disabled}
              verdict={verdict}
              onChoose={onChoose}
            />
          ) : (
            <OptionCard
              key={option.id}
              optionId={option.id}
              text={option.option}
              checked={selection.includes(option.id)}
              disabled={disabled}
              verdict={verdict}
              onToggle={onToggle}
            />
          ),
        )}
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

/**
 * One option. Memoised with the player's stable `onToggle`: a tick renders again only the option
 * that changed, not every Chakra checkbox card of the question (issue 16: a tick answers within
 * 100 ms on a phone).
 */
const OptionCard = memo(function OptionCard({
  optionId,
  text,
  checked,
  disabled,
  verdict,
  onToggle,
}: {
  optionId: number;
  text: string;
  checked: boolean;
  disabled: boolean;
  verdict: boolean | undefined;
  onToggle: (optionId: number) => void;
}) {
  const locked = verdict !== undefined;
  return (
    <CheckboxCard.Root
      checked={checked}
      onCheckedChange={() => onToggle(optionId)}
      disabled={disabled || locked}
      colorPalette={locked && checked ? (verdict ? 'green' : 'red') : 'purple'}
      // One variant whatever the state: its checked look comes from [data-state=checked] rules,
      // so a tick flips attributes instead of swapping every slot's classes (and inserting new
      // style rules on the first tick), which took most of a tick's time on a slow phone.
      variant="surface"
      size="md"
      cursor={disabled || locked ? 'default' : 'pointer'}
    >
      <CheckboxCard.HiddenInput />
      <CheckboxCard.Control>
        <CheckboxCard.Indicator />
        <CheckboxCard.Content>
          <CheckboxCard.Label>{text}</CheckboxCard.Label>
        </CheckboxCard.Content>
      </CheckboxCard.Control>
    </CheckboxCard.Root>
  );
});

/**
 * One option of a single-answer question: a native radio button in a card that looks like the
 * checkbox cards. Native, so the browser gives it the radio group's keyboard (arrow keys move and
 * choose) and its semantics, without another component's state machine on the quiz page.
 */
const RadioOptionCard = memo(function RadioOptionCard({
  name,
  optionId,
  text,
  checked,
  disabled,
  verdict,
  onChoose,
}: {
  name: string;
  optionId: number;
  text: string;
  checked: boolean;
  disabled: boolean;
  verdict: boolean | undefined;
  onChoose: (optionId: number) => void;
}) {
  const locked = verdict !== undefined;
  const inactive = disabled || locked;
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="3"
      px="4"
      py="3"
      borderWidth="1px"
      rounded="l2"
      colorPalette={locked && checked ? (verdict ? 'green' : 'red') : 'purple'}
      borderColor={checked ? 'colorPalette.solid' : 'border'}
      bg={checked ? 'colorPalette.subtle' : 'bg'}
      opacity={inactive && !checked ? 0.6 : 1}
      cursor={inactive ? 'default' : 'pointer'}
      // The ring for keyboard focus only, as the checkbox cards draw it: :focus-within also matched
      // after a click, leaving a second border around the card just chosen.
      css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } }}
    >
      <chakra.input
        type="radio"
        name={name}
        value={optionId}
        checked={checked}
        disabled={inactive}
        onChange={() => onChoose(optionId)}
        boxSize="4"
        flexShrink={0}
        accentColor="colorPalette.solid"
        outline="none"
      />
      <chakra.span fontWeight="medium" textStyle="sm">
        {text}
      </chakra.span>
    </chakra.label>
  );
});
