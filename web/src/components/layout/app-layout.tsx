import { Box, Center, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';

/** Every page: the fixed header, the page itself below it, and the footer. */
export function AppLayout() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <Header />
      <Box as="main" flex="1" pt="16">
        <Suspense
          fallback={
            <Center py="24">
              <Spinner size="lg" color="purple.fg" aria-label="Loading" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
