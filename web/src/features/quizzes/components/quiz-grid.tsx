import { Alert, EmptyState, SimpleGrid, Skeleton, VStack } from '@chakra-ui/react';
import { LuBookOpen } from 'react-icons/lu';
import { useQuizSummaries } from '../api/use-quiz-summaries';
import { QuizCard } from './quiz-card';

const SKELETON_CARDS = 6;

/** The 'All Quizzes' grid: skeletons while loading, then cards, an empty state or an error. */
export function QuizGrid() {
  const { status, data: quizzes, error } = useQuizSummaries();

  if (status === 'error') {
    console.error(error);
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>We could not load the quizzes. Please refresh the page to try again.</Alert.Title>
      </Alert.Root>
    );
  }

  if (status === 'loading') {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-busy="true" aria-label="Loading quizzes">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} h="80" rounded="l3" />
        ))}
      </SimpleGrid>
    );
  }

  if (quizzes.length === 0) {
    return (
      <EmptyState.Root>
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
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none">
      {quizzes.map((quiz) => (
        <li key={quiz.id}>
          <QuizCard quiz={quiz} />
        </li>
      ))}
    </SimpleGrid>
  );
}
