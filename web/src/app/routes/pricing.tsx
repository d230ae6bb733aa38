import { Container, Heading } from '@chakra-ui/react';
import { usePageTitle } from '@/components/ui/page-title';

/** Placeholder: built in the player-side web issue. */
export function PricingRoute() {
  usePageTitle('Pricing');
  return (
    <Container py="10">
      <Heading as="h1">Pricing</Heading>
    </Container>
  );
}
