import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Footer } from './footer';
import { Header } from './header';
import { HeaderSlotProvider } from './header-slot';

/** Every page: the fixed header (which can host a control of the page's), the page itself below it, and the footer. */
export function AppLayout() {
  return (
    <HeaderSlotProvider>
      <Box minH="100dvh" display="flex" flexDirection="column">
        <Header />
        <Box as="main" flex="1" pt="16">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
        <ScrollRestoration />
      </Box>
    </HeaderSlotProvider>
  );
}
