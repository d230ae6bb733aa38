import { Card, DataList, Heading, Image, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { BackLink, MissingRecord } from '@/components/ui/back-link';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { quizRef } from '@/lib/firestore/refs';
import { QuizTypeBadge } from './quiz-type-badge';
import { ResultSheet } from './result-sheet';

/**
 * One quiz for admins (SPEC.md "Quiz details"): its summary, live, and its Result Sheet. The
 * totals are the quiz document's own counters, so showing them reads no question or result.
 */
export function QuizDetails({ quizId }: { quizId: string }) {
  const { status, data: quiz, error } = useFirestoreDocData(quizRef(useFirestore(), quizId));
  if (status === 'loading') return <PageSpinner />;
  if (status === 'error') {
    return <LoadFailed>The quiz could not be loaded: {error?.message}</LoadFailed>;
  }
  if (!quiz) {
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
      <ResultSheet quizId={quizId} quizName={quiz.quizName} />
    </Stack>
  );
}
