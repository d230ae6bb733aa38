import { Container } from '@chakra-ui/react';
import { GenericSkeleton } from '@/app/shell/generic-skeleton';

/** Any other signed-in page while it loads (app/shell/route-shell.tsx). */
export function Shell() {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <GenericSkeleton />
    </Container>
  );
}
