import { Box } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Footer } from './footer';
import { Header } from './header';
import { HeaderSlotProvider } from './header-slot';

/**
 * React Router's scroll restoration, from the first navigation inside the app on. On the page
 * load itself the browser's scrolling stands: a visitor may have scrolled a prerendered page
 * before the app started (app/boot.ts starts it on a scroll, too), and the router's first
 * render would send them back to the top.
 */
function ScrollRestorationAfterFirstNavigation() {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [navigated, setNavigated] = useState(false);
  // Latched: going back to the first entry keeps restoring.
  if (key !== firstKey && !navigated) setNavigated(true);
  return navigated || key !== firstKey ? <ScrollRestoration /> : null;
}

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
        <Footer />
        <ScrollRestorationAfterFirstNavigation />
      </Box>
    </HeaderSlotProvider>
  );
}
