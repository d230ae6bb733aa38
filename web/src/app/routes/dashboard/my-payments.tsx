import { Container, Heading } from '@chakra-ui/react';
import { usePageTitle } from '@/components/ui/page-title';

/** Placeholder: built in the player-side web issue. */
export function MyPaymentsRoute() {
  usePageTitle('My Payments');
  return (
    <Container py="10">
      <Heading as="h1">My Payments</Heading>
    </Container>
  );
}
