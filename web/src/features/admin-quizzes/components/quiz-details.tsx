import { Button, Card, Heading, Image, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import * as DataList from '@/components/ui/data-list';
import { LuChartColumn } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore } from '@/lib/firebase-context';
import { useFirestoreDocData } from '@/lib/firebase-context/live-data';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import { BackLink, MissingRecord } from '@/components/ui/back-link';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { quizRef } from '@/lib/firestore/refs';
import { QuizTypeBadge } from './quiz-type-badge';
import { ResultSheet } from './result-sheet';

/**
 * One quiz for admins (SPEC.md "Quiz details"): its summary, live, and its Result Sheet. The
 * totals are the quiz document's own counters, so showing them reads no question or result. The
 * Result Sheet starts its reads with the quiz's, not after them (one round trip less), and goes
 * away if the quiz turns out not to exist.
 */
export function QuizDetails({ quizId }: { quizId: string }) {
  const { status, data: quiz, error } = useFirestoreDocData(quizRef(useFirestore(), quizId));
  if (status === 'error') {
    return <LoadFailed>The quiz could not be loaded: {error.message}</LoadFailed>;
  }
  if (status === 'success' && !quiz) {
    return (
      <MissingRecord
        title="Quiz not found"
        text="No quiz has this id; it may have been deleted."
        backTo={paths.manageQuizzes.getHref()}
        backLabel="Back to Manage Quizzes"
      />
    );
  }

  return (
    <Stack gap="6">
      <BackLink to={paths.manageQuizzes.getHref()}>Back to Manage Quizzes</BackLink>
      {quiz ? <QuizSummaryCard quiz={quiz} /> : <Skeleton h="40" rounded="l2" aria-busy="true" aria-label="Loading the quiz" />}
      <Button asChild alignSelf="start" size="sm" variant="outline" colorPalette="purple">
        <RouterLink to={paths.itemAnalysis.getHref(quizId)}>
          <LuChartColumn aria-hidden /> Item analysis and leaderboard
        </RouterLink>
      </Button>
      <ResultSheet quizId={quizId} quizName={quiz?.quizName ?? quizId} />
    </Stack>
  );
}

/** The quiz's cover, name, type, counters and description. */
function QuizSummaryCard({ quiz }: { quiz: QuizSummary }) {
  return (
    <Card.Root variant="outline" overflow="hidden">
      <SimpleGrid columns={{ base: 1, md: 3 }}>
        <Image src={quiz.image} alt={`Cover of ${quiz.quizName}`} h={{ base: '40', md: 'full' }} w="full" objectFit="cover" />
        <Card.Body gridColumn={{ md: 'span 2' }} gap="4">
          <Heading as="h2" size="lg">
            {quiz.quizName}
          </Heading>
          <DataList.Root orientation="horizontal" size="md">
            <DataList.Item>
              <DataList.ItemLabel>Type</DataList.ItemLabel>
              <DataList.ItemValue>
                <QuizTypeBadge quizType={quiz.quizType} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Total questions</DataList.ItemLabel>
              <DataList.ItemValue>{quiz.questionCount}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Total submissions</DataList.ItemLabel>
              <DataList.ItemValue>{quiz.submissionCount}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Description</DataList.ItemLabel>
              <DataList.ItemValue>{quiz.description}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </SimpleGrid>
    </Card.Root>
  );
}
