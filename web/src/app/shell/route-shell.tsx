import { Box } from '@chakra-ui/react';
import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { usePageTitle } from '@/components/ui/page-title';
import { useSessionHint } from '@/lib/session-hint';
import { loadedShell, loadShell } from './shell-modules';
import { shellRouteOf, type ShellRoute } from './shell-routes';

/**
 * What a signed-in page shows until Auth and its data are in: its prerendered shell (src/prerender.tsx
 * writes the same one into the page's HTML, so the page does not change when the app takes over).
 * The guards and loading states render it. A browser the session hint says is signed out sees a
 * spinner instead, while the guard sends it to /login.
 */
export function RouteShell() {
  const { pathname } = useLocation();
  const route = shellRouteOf(pathname);
  const hint = useSessionHint();
  if (!route || hint === 'signed-out') return <PageSpinner />;
  return <RouteShellOf route={route} />;
}

function RouteShellOf({ route }: { route: ShellRoute }) {
  usePageTitle(route.title);
  // Loaded with the route's modules (app/route-loading.ts); suspends only should it not be yet.
  const shell = loadedShell(route.shell) ?? use(loadShell(route.shell));
  return (
    // One "Loading" for assistive technology, as the spinner it replaces said; at least a screen high, as the spinner was.
    <Box data-shell-content="" role="status" aria-busy="true" aria-label="Loading" minH="calc(100dvh - 4rem)">
      {shell}
    </Box>
  );
}
