import { Container, Heading } from '@chakra-ui/react';
import { usePageTitle } from '@/components/ui/page-title';

/** Placeholder: built in the player-side web issue. */
export function AddReviewRoute() {
  usePageTitle('Add a Review');
  return (
    <Container py="10">
      <Heading as="h1">Add a Review</Heading>
    </Container>
  );
}
