import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LaterRegion } from '@/components/ui/later-region';
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
        {/* At least a screen high: the footer never shows in the first viewport while a page loads, so it never jumps. */}
        <Box as="main" flex="1" pt="16" minH="100dvh">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
        {/* Below the first viewport while a page loads (main is a screen high): a commit of its own. */}
        <LaterRegion>
          <Footer />
        </LaterRegion>
      </Box>
    </HeaderSlotProvider>
  );
}
