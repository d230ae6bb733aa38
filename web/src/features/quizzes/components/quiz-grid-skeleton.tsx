import { Box, Card, SimpleGrid, Skeleton, SkeletonText } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { CARD_SKELETON_ATTRIBUTE } from '../lib/card-parts';
import { gridColumns } from '../lib/grid-columns';

const SKELETON_CARDS = 6;

/** A card-shaped placeholder, so the grid does not jump when the quizzes arrive. */
function QuizCardSkeleton() {
  return (
    <Card.Root overflow="hidden" variant="elevated" {...{ [CARD_SKELETON_ATTRIBUTE]: '' }}>
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

/**
 * The grid while the quizzes load (also while the landing page loads the catalogue itself).
 * `firstCards` (/quizzes' shell once the early read is in) take the first skeletons' places.
 */
export function QuizGridSkeleton({ firstCards = [] }: { firstCards?: ReactElement[] }) {
  return (
    <Box aria-busy="true" aria-label="Loading quizzes" role="status">
      <SimpleGrid columns={gridColumns} gap="6">
        {firstCards}
        {Array.from({ length: SKELETON_CARDS - firstCards.length }, (_, index) => (
          <QuizCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
