import { Alert, EmptyState, SimpleGrid, VStack } from '@chakra-ui/react';
import { LuBookOpen } from 'react-icons/lu';
import { usePlayerAccess } from '../api/use-player-access';
import { useQuizSummaries } from '../api/use-quiz-summaries';
import { gridColumns } from '../lib/grid-columns';
import { takeTestTarget } from '../lib/take-test';
import { QuizCard } from './quiz-card';
import { QuizGridSkeleton } from './quiz-grid-skeleton';

/** The 'All Quizzes' grid: skeletons while loading, then cards, an empty state or an error. */
/** The first row of covers (three on wide screens) loads at once; the rest as they scroll into view. */
const EAGER_COVERS = 3;

export function QuizGrid({ cardTitleLevel = 'h3' }: { cardTitleLevel?: 'h2' | 'h3' }) {
  const { status, data: quizzes, error } = useQuizSummaries();
  const access = usePlayerAccess();

  if (status === 'error') {
    console.error(error);
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>We could not load the quizzes.</Alert.Title>
          <Alert.Description>Please check your connection and refresh the page to try again.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  if (status === 'loading') return <QuizGridSkeleton />;

  if (quizzes.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuBookOpen />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>No quizzes yet</EmptyState.Title>
            <EmptyState.Description>New quizzes appear here as soon as they are published.</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  return (
    <SimpleGrid as="ul" columns={gridColumns} gap="6" listStyleType="none">
      {quizzes.map((quiz, index) => (
        <li key={quiz.id}>
          <QuizCard
            quiz={quiz}
            takeTest={takeTestTarget(quiz, access)}
            titleLevel={cardTitleLevel}
            coverPriority={index < EAGER_COVERS ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
