import { Badge, Button, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RichText } from '@/components/ui/rich-text';
import * as Stat from '@/components/ui/stat';
import { useEffect, useRef } from 'react';
import { LuSend } from 'react-icons/lu';
import type { AttemptQuestion, AttemptResult, ResultType } from '../api/attempts';
import { isAnswered, type QuizSessionState } from '../lib/quiz-session';
import { scoreFigures } from '../lib/score-summary';

/**
 * Each question's line: question-wise quizzes tell right or wrong from the server's verdicts (as
 * they did during the quiz); other quizzes only whether it was answered, never its correctness
 * (a review, when the quiz's policy allows one, is where that is told).
 */
function QuestionStatus({ answered, correct }: { answered: boolean; correct: boolean | undefined }) {
  if (answered && correct !== undefined) {
    return (
      <Badge colorPalette={correct ? 'green' : 'red'} variant="subtle">
        {correct ? 'Correct' : 'Wrong'}
      </Badge>
    );
  }
  return answered ? (
    <Badge colorPalette="purple" variant="subtle">
      Answered
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      Skipped
    </Badge>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stat.Root borderWidth="1px" rounded="l2" p={{ base: '3', sm: '4' }}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  );
}

/**
 * The score screen (SPEC.md section 2 "Quiz taking", section 4): reaching the end, or the time
 * running out, finished the attempt on the server, which scored it; this shows that score and
 * Submit, which confirms it. Nothing can be changed any more.
 */
export function ScoreScreen({
  state,
  resultType,
  questions,
  result,
  expired,
  submitting,
  focusOnShow,
  onSubmit,
}: {
  state: QuizSessionState;
  resultType: ResultType;
  questions: readonly AttemptQuestion[];
  result: AttemptResult;
  /** The deadline had passed: the server scored the answers it had saved in time. */
  expired: boolean;
  submitting: boolean;
  focusOnShow: boolean;
  onSubmit: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const figures = scoreFigures(result);
  const timeUp = state.timeUp || expired;

  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);

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
          {timeUp ? "Time's up!" : 'You reached the end'}
        </Heading>
        <Text color="fg.muted">
          {expired
            ? 'The time was up, so your quiz was scored with the answers saved in time. Submit to send it.'
            : timeUp
              ? 'The clock ran out, so your quiz was scored with your answers. Submit to send it.'
              : 'Here is your score. Submit to send it.'}
        </Text>
      </Stack>

      <SimpleGrid role="group" columns={3} gap={{ base: '2', sm: '3' }} aria-label="Your score">
        <Figure label="Points" value={figures.points} />
        <Figure label="Marks" value={figures.marks} />
        <Figure label="Grade" value={figures.grade} />
      </SimpleGrid>
      <Stack gap="1">
        <Text fontWeight="semibold">{figures.questionsRight}</Text>
        {figures.passMark ? <Text color={result.passed ? 'fg.success' : 'fg.muted'}>{figures.passMark}</Text> : null}
      </Stack>

      <List.Root as="ol" listStyleType="none" gap="2" aria-label="Your answers">
        {questions.map((question, index) => (
          <List.Item key={question._id} borderWidth="1px" rounded="l2" px="4" py="3">
            <HStack justify="space-between" gap="3" w="full">
              <Text lineClamp={1} flex="1" minW="0">
                <Text as="span" fontWeight="semibold">
                  {index + 1}.
                </Text>{' '}
                {/* The server's HTML of its math and code (ADR 0036), as the question showed it. */}
                <RichText text={question.question} html={question.questionHtml} whiteSpace="normal" />
              </Text>
              <QuestionStatus
                answered={isAnswered(state, question._id)}
                correct={resultType === 'question-wise' ? result.correctByQuestion?.[question._id] : undefined}
              />
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
