import { Alert, Badge, Box, Card, Heading, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LuCheck, LuX } from 'react-icons/lu';
import { useAuth } from '@/lib/firebase-context';
import { BackLink } from '@/components/ui/back-link';
import { QuestionImage } from '@/components/ui/question-image';
import { RichText } from '@/components/ui/rich-text';
import { LoadFailed } from '@/components/ui/load-failed';
import { usePageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { readAttemptReview, type AttemptReview, type ReviewedQuestion } from '../api/attempt-review';

// Typed questions' reviews (ADR 0035) load only with a review that has some.
const TypedReview = lazy(() => import('./typed-review').then((module) => ({ default: module.TypedReview })));

type Loaded = { status: 'loading' } | { status: 'ready'; review: AttemptReview } | { status: 'closed'; reason: string } | { status: 'error'; message: string };

/**
 * The review of one finished attempt: the questions as the player saw them and what the quiz's
 * review policy shows (their answers, the right answers, the explanations). The server decides:
 * when the policy keeps the review closed, this page says when it opens and receives nothing else.
 */
export function AttemptReviewPage({ quizId, attemptId }: { quizId: string; attemptId: string }) {
  const auth = useAuth();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  usePageTitle(loaded.status === 'ready' ? `Review of ${loaded.review.quiz.quizName}` : 'Review');

  useEffect(() => {
    let current = true;
    readAttemptReview(auth, quizId, attemptId).then(
      (review) => {
        if (current) setLoaded({ status: 'ready', review });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiRequestError && error.code === 'review-not-available') setLoaded({ status: 'closed', reason: error.message });
        else setLoaded({ status: 'error', message: error instanceof Error ? error.message : 'The review could not be loaded.' });
      },
    );
    return () => {
      current = false;
    };
  }, [auth, quizId, attemptId]);

  return (
    <Stack gap="6">
      <BackLink to={paths.dashboard.getHref()}>Back to the dashboard</BackLink>
      {loaded.status === 'loading' ? <Skeleton h="60" rounded="md" role="status" aria-busy="true" aria-label="Loading the review" /> : null}
      {loaded.status === 'error' ? <LoadFailed>{loaded.message}</LoadFailed> : null}
      {loaded.status === 'closed' ? (
        <Stack gap="3">
          <Heading as="h1" size="xl">
            Review not available yet
          </Heading>
          <Text>{loaded.reason}</Text>
        </Stack>
      ) : null}
      {loaded.status === 'ready' ? <Review review={loaded.review} /> : null}
    </Stack>
  );
}

function Review({ review }: { review: AttemptReview }) {
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Review: {review.quiz.quizName}
        </Heading>
        <Text color="fg.muted">
          Attempt {review.attempt}
          {review.result ? ` · ${String(review.result.marks)}% (grade ${review.result.grade})` : ''}
        </Text>
      </Stack>
      {review.editedSince ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>The quiz was edited after this attempt: questions show their current text; your score stays as it was.</Alert.Title>
        </Alert.Root>
      ) : null}
      <List.Root as="ol" listStyle="none" gap="4">
        {review.questions.map((question, index) => (
          <List.Item key={question._id}>
            <ReviewedQuestionCard question={question} number={index + 1} showsAnswers={review.shows.includes('answers')} />
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** Right, partly right (some points of a typed question) or wrong, in words. */
const verdictLabel = (correct: boolean, points: number | undefined) => (correct ? 'Correct' : points !== undefined && points > 0 ? 'Partly right' : 'Wrong');

function ReviewedQuestionCard({ question, number, showsAnswers }: { question: ReviewedQuestion; number: number; showsAnswers: boolean }) {
  const chosen = new Set(question.chosen ?? []);
  const right = new Set(question.right ?? []);
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="md">
            {number}. <RichText text={question.question} html={question.questionHtml} />
          </Heading>
          <HStack gap="2" flexShrink={0}>
            {question.points === undefined ? null : (
              <Badge colorPalette="gray" variant="outline">
                {`${String(question.points)} of 5 points`}
              </Badge>
            )}
            {question.correct === undefined ? null : (
              <Badge colorPalette={question.correct ? 'green' : question.points ? 'orange' : 'red'} variant="subtle">
                {verdictLabel(question.correct, question.points)}
              </Badge>
            )}
          </HStack>
        </HStack>
        {question.image ? <QuestionImage image={question.image} /> : null}
        {question.content ? (
          <Suspense fallback={<Skeleton h="16" rounded="md" aria-busy="true" aria-label="Loading the answer" />}>
            <TypedReview content={question.content} response={question.response} solution={question.solution} showsAnswers={showsAnswers} />
          </Suspense>
        ) : (
          <List.Root gap="1.5" listStyle="none">
            {question.options.map((option) => {
              const isRight = right.has(option.id);
              const picked = chosen.has(option.id);
              return (
                <List.Item key={option.id}>
                  <HStack gap="2" borderWidth="1px" rounded="md" px="3" py="1.5" borderColor={isRight ? 'green.emphasized' : picked ? 'purple.emphasized' : undefined}>
                    <Box w="4" color={isRight ? 'green.fg' : 'fg.muted'} aria-hidden>
                      {isRight ? <LuCheck /> : picked && question.right ? <LuX /> : null}
                    </Box>
                    {option.image ? (
                      <Stack flex="1" gap="1.5" minW="0">
                        <RichText text={option.option} html={option.html} />
                        <QuestionImage image={option.image} look="option" />
                      </Stack>
                    ) : (
                      <RichText flex="1" text={option.option} html={option.html} />
                    )}
                    {picked ? (
                      <Badge size="sm" colorPalette="purple" variant="outline">
                        Your answer
                      </Badge>
                    ) : null}
                    {isRight ? (
                      <Badge size="sm" colorPalette="green" variant="outline">
                        Right answer
                      </Badge>
                    ) : null}
                  </HStack>
                </List.Item>
              );
            })}
          </List.Root>
        )}
        {question.explanation ? (
          // A div: the explanation's code blocks may not sit in a paragraph.
          <Text as="div" fontSize="sm" bg="bg.muted" rounded="md" px="3" py="2">
            <Text as="span" fontWeight="medium">
              Why:{' '}
            </Text>
            <RichText text={question.explanation} html={question.explanationHtml} />
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
