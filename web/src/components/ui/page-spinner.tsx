import { Center, Spinner } from '@chakra-ui/react';

/**
 * Full-width loading state for a page whose code or data is on its way. It fills the screen
 * below the header, so the footer starts out of sight and does not jump when the page arrives.
 */
export function PageSpinner() {
  return (
    <Center py="24" minH="calc(100dvh - 4rem)">
      <Spinner size="lg" color="purple.fg" aria-label="Loading" />
    </Center>
  );
}
