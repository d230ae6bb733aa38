import { Center, Spinner } from '@chakra-ui/react';

/** Full-width loading state for a page whose code or data is on its way. */
export function PageSpinner() {
  return (
    <Center py="24">
      <Spinner size="lg" color="purple.fg" aria-label="Loading" />
    </Center>
  );
}
