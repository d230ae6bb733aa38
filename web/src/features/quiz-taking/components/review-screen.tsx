import { Badge, Button, Heading, HStack, List, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import * as Stat from '@/components/ui/stat';
import { useEffect, useRef } from 'react';
import { LuSend } from 'react-icons/lu';
import type { AttemptQuestion, ResultType } from '../api/attempts';
import { isLocked, selectionOf, summarize, type QuizSessionState } from '../lib/quiz-session';

function QuestionStatus({ state, questionId }: { state: QuizSessionState; questionId: string }) {
  if (isLocked(state, questionId)) {
    const right = state.verdicts[questionId] === true;
    return (
      <Badge colorPalette={right ? 'green' : 'red'} variant="subtle">
        {right ? 'Correct' : 'Wrong'}
      </Badge>
    );
  }
  return selectionOf(state, questionId).length > 0 ? (
    <Badge colorPalette="purple" variant="subtle">
      Answered
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      Skipped
    </Badge>
  );
}

/**
 * The end screen before Submit. The browser never has the answer key, so instead of a score it
 * shows what was answered and skipped (and, question-wise, the verdicts so far); the server's
 * score and grade come with Submit.
 */
export function ReviewScreen({
  state,
  resultType,
  questions,
  submitting,
  focusOnShow,
  canReturnTo,
  onReturnTo,
  onSubmit,
}: {
  state: QuizSessionState;
  resultType: ResultType;
  questions: readonly AttemptQuestion[];
  submitting: boolean;
  focusOnShow: boolean;
  /** Whether the player may still go back to a question (time left, question still open). */
  canReturnTo: (index: number) => boolean;
  onReturnTo: (index: number) => void;
  onSubmit: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summary = summarize(state);

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow, state.timeUp]);

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading
          ref={headingRef}
          tabIndex={-1}
          as="h2"
          size={{ base: 'xl', md: '2xl' }}
          outline="none"
          colorPalette="purple"
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '4px', rounded: 'sm' }}
        >
          {state.timeUp ? "Time's up!" : 'You reached the end'}
        </Heading>
        <Text color="fg.muted">
          {state.timeUp
            ? 'The clock ran out, so the quiz moved here by itself. Submit it to get your score and grade.'
            : 'Look over your answers, then submit. Your score and grade are worked out when you submit.'}
        </Text>
      </Stack>

      <SimpleGrid columns={resultType === 'question-wise' ? 3 : 2} gap={{ base: '2', sm: '3' }}>
        <Stat.Root borderWidth="1px" rounded="l2" p={{ base: '3', sm: '4' }}>
          <Stat.Label>Answered</Stat.Label>
          <Stat.ValueText>
            {summary.answered}/{summary.total}
          </Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" rounded="l2" p={{ base: '3', sm: '4' }}>
          <Stat.Label>Skipped</Stat.Label>
          <Stat.ValueText>{summary.unanswered}</Stat.ValueText>
        </Stat.Root>
        {resultType === 'question-wise' ? (
          <Stat.Root borderWidth="1px" rounded="l2" p={{ base: '3', sm: '4' }}>
            <Stat.Label>Correct</Stat.Label>
            <Stat.ValueText>
              {summary.correct}/{summary.checked}
            </Stat.ValueText>
          </Stat.Root>
        ) : null}
      </SimpleGrid>

      <List.Root as="ol" listStyleType="none" gap="2" aria-label="Your answers">
        {questions.map((question, index) => (
          <List.Item key={question._id} borderWidth="1px" rounded="l2" px="4" py="3">
            <HStack justify="space-between" gap="3" w="full">
              <Text lineClamp={1} flex="1" minW="0">
                <Text as="span" fontWeight="semibold">
                  {index + 1}.
                </Text>{' '}
                {question.question}
              </Text>
              <QuestionStatus state={state} questionId={question._id} />
              {canReturnTo(index) ? (
                <Button size="xs" variant="outline" onClick={() => onReturnTo(index)}>
                  Change<VisuallyHidden> question {index + 1}</VisuallyHidden>
                </Button>
              ) : null}
            </HStack>
          </List.Item>
        ))}
      </List.Root>

      <Button colorPalette="purple" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={submitting} onClick={onSubmit}>
        <LuSend aria-hidden /> Submit
      </Button>
    </Stack>
  );
}
