import { Alert, Box, Card, EmptyState, SimpleGrid, Skeleton, SkeletonText, VStack } from '@chakra-ui/react';
import { LuBookOpen } from 'react-icons/lu';
import { usePlayerAccess } from '../api/use-player-access';
import { useQuizSummaries } from '../api/use-quiz-summaries';
import { takeTestTarget } from '../lib/take-test';
import { QuizCard } from './quiz-card';

const SKELETON_CARDS = 6;
const gridColumns = { base: 1, sm: 2, lg: 3 };

/** A card-shaped placeholder, so the grid does not jump when the quizzes arrive. */
function QuizCardSkeleton() {
  return (
    <Card.Root overflow="hidden" variant="elevated">
      <Skeleton aspectRatio={16 / 9} rounded="none" />
      <Card.Body gap="3">
        <Skeleton h="6" w="60%" />
        <SkeletonText noOfLines={2} />
        <Skeleton h="4" w="40%" />
      </Card.Body>
      <Card.Footer>
        <Skeleton h="10" w="full" />
      </Card.Footer>
    </Card.Root>
  );
}

/** The 'All Quizzes' grid: skeletons while loading, then cards, an empty state or an error. */
export function QuizGrid() {
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

  if (status === 'loading') {
    return (
      <Box aria-busy="true" aria-label="Loading quizzes" role="status">
        <SimpleGrid columns={gridColumns} gap="6">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <QuizCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      </Box>
    );
  }

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
      {quizzes.map((quiz) => (
        <li key={quiz.id}>
          <QuizCard quiz={quiz} takeTest={takeTestTarget(quiz, access)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
