import { Box, Card, SimpleGrid, Skeleton, SkeletonText } from '@chakra-ui/react';
import { gridColumns } from '../lib/grid-columns';

const SKELETON_CARDS = 6;

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

/** The grid while the quizzes load (also while the landing page loads the catalogue itself). */
export function QuizGridSkeleton() {
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
