import { Alert, Box, chakra, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ImageRef } from '@quizmaster/shared/question-images';
import type { TypedResponse } from '@quizmaster/shared/question-types/model';
import { QuestionImage } from '@/components/ui/question-image';
import type { ImagePriority } from '@/components/ui/question-image-attributes';
import { RichText } from '@/components/ui/rich-text';
import type { AttemptQuestion } from '../api/attempts';
import type { EarlyFocus } from '../lib/early-question';
import { answerHint, isSingleChoice, questionPositionLabel, verdictText } from '../lib/quiz-facts';
import { TypedAnswer } from './typed/typed-answer';

/**
 * One question with its options: radio buttons when it takes one answer (the server says so:
 * `choice`, or its type: single, true/false), checkboxes when several may be right; a typed
 * question (ADR 0035) with its type's view, loaded on demand. The heading takes the focus when a new
 * question appears, so keyboard and screen-reader players start from it.
 */
export function QuestionView({
  question,
  number,
  total,
  selection,
  response,
  verdict,
  disabled,
  focusOnShow,
  earlyFocus,
  lazyImages = false,
  onToggle,
  onChoose,
  onRespond,
}: {
  question: AttemptQuestion;
  /** 1-based position in the quiz, of `total`. */
  number: number;
  total: number;
  selection: readonly number[];
  /** A typed question's response on screen. */
  response?: TypedResponse;
  /** Question-wise quizzes, once checked: whether the answer was right. */
  verdict: boolean | undefined;
  disabled: boolean;
  focusOnShow: boolean;
  /**
   * Where the focus was on the question painted before the app (lib/early-question.ts), read when
   * this view is first on screen (not when it renders: the app's first render is a transition, and
   * a keyboard player may move the focus meanwhile): it takes the focus over from there.
   */
  earlyFocus?: () => EarlyFocus;
  /**
   * The build's template only (early-quiz-template.tsx): React's server render preloads an eager
   * image, and the template's must load nothing. On screen, the images load at once.
   */
  lazyImages?: boolean;
  /** Ticks or unticks a checkbox. */
  onToggle: (optionId: number) => void;
  /** Chooses a radio button (a single-answer question). */
  onChoose: (optionId: number) => void;
  /** A typed question's response changed. */
  onRespond?: (response: TypedResponse) => void;
}) {
  const headingId = useId();
  const radioName = useId();
  const single = isSingleChoice(question);
  const typed = question.content;
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const locked = verdict !== undefined;

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow, question._id]);
  const groupRef = useRef<HTMLDivElement>(null);
  const [takeOverFocus] = useState(() => earlyFocus);
  useLayoutEffect(() => {
    const focused = takeOverFocus?.() ?? null;
    if (focused === 'heading') headingRef.current?.focus();
    else if (typeof focused === 'number') groupRef.current?.querySelector<HTMLInputElement>(`input[value="${String(focused)}"]`)?.focus();
  }, [takeOverFocus]);

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
          <VisuallyHidden>{`${questionPositionLabel(number, total)}: `}</VisuallyHidden>
          {/* The server's HTML of its math and code (ADR 0036); plain text stays a bare text node, as the early paint (lib/early-question.ts) writes it. */}
          {question.questionHtml ? <RichText text={question.question} html={question.questionHtml} /> : question.question}
        </Heading>
        {/* A typed question's view brings its own hint (TypedHint), with its chunk. */}
        {typed && !locked ? null : (
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {answerHint({ single, locked })}
          </Text>
        )}
      </Stack>

      {/* Any type's image (ADR 0037), after the heading: its alt text is not read as part of the question's name. */}
      {question.image ? <QuestionImage image={question.image} priority={lazyImages ? 'lazy' : 'high'} /> : null}

      {typed ? (
        <TypedAnswer
          // A fresh view per question: its announcements and drag state are that question's.
          key={question._id}
          content={typed}
          response={response}
          disabled={disabled || locked}
          locked={locked}
          labelledBy={headingId}
          describedBy={hintId}
          onRespond={onRespond ?? noResponse}
        />
      ) : (
        <Stack ref={groupRef} role={single ? 'radiogroup' : 'group'} aria-labelledby={headingId} aria-describedby={hintId} gap="3">
          {question.options.map((option) => (
            <ChoiceCard
              key={option.id}
              type={single ? 'radio' : 'checkbox'}
              name={single ? radioName : undefined}
              optionId={option.id}
              text={option.option}
              html={option.html}
              image={option.image}
              imagePriority={lazyImages ? 'lazy' : 'eager'}
              checked={selection.includes(option.id)}
              disabled={disabled}
              verdict={verdict}
              onSelect={single ? onChoose : onToggle}
            />
          ))}
        </Stack>
      )}

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

const noResponse = () => undefined;

/**
 * One option: a native checkbox (several answers may be right) or radio button (one answer) in a
 * card. Native, so the browser gives it its semantics and keyboard (Space ticks; a radio group's
 * arrow keys move and choose) without a component's state machine on the quiz page. Memoised with
 * the player's stable callbacks: a tick renders again only the option that changed (ADR 0011: a
 * tick answers within 100 ms on a phone).
 */
const ChoiceCard = memo(function ChoiceCard({
  type,
  name,
  optionId,
  text,
  html,
  image,
  imagePriority,
  checked,
  disabled,
  verdict,
  onSelect,
}: {
  type: 'checkbox' | 'radio';
  /** The radio group's name (radio buttons only). */
  name?: string;
  optionId: number;
  text: string;
  /** The option's math and code as the server rendered them (ADR 0036). */
  html?: string | undefined;
  /** The option's image (ADR 0037), under its text, inside the label. */
  image?: ImageRef | undefined;
  imagePriority: ImagePriority;
  checked: boolean;
  disabled: boolean;
  verdict: boolean | undefined;
  /** Ticks or unticks a checkbox; chooses a radio button. */
  onSelect: (optionId: number) => void;
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
      borderColor="border"
      bg="bg"
      cursor="pointer"
      // The checked and disabled looks come from the input's state, not from props: a tick then
      // changes no style of the card, so emotion computes and inserts no new rule on the slow
      // phone's tick (ADR 0011). The ring is for keyboard focus only: :focus-within also matched
      // after a click, leaving a second border around the card just ticked.
      css={{
        '&:has(input:checked)': { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' },
        '&:has(input:disabled)': { cursor: 'default' },
        '&:has(input:disabled:not(:checked))': { opacity: 0.6 },
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
      }}
    >
      <chakra.input
        type={type}
        name={name}
        value={optionId}
        checked={checked}
        disabled={inactive}
        onChange={() => onSelect(optionId)}
        boxSize="4"
        flexShrink={0}
        accentColor="colorPalette.solid"
        outline="none"
      />
      {/* Without an image the text is the label's only span, as the early paint (lib/early-question.ts) finds it. */}
      {image ? (
        <chakra.span display="flex" flexDirection="column" gap="2" minW="0">
          <RichText text={text} html={html} fontWeight="medium" textStyle="sm" />
          <QuestionImage image={image} look="option" priority={imagePriority} />
        </chakra.span>
      ) : (
        <RichText text={text} html={html} fontWeight="medium" textStyle="sm" />
      )}
    </chakra.label>
  );
});
