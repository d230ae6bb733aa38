import { matchRoutes, type Location } from 'react-router-dom';
import type { RoutePrefetch } from '@/lib/route-prefetch';
import type { RouteModuleHandle } from './route-preloads';
import { routes } from './routes';
import { loadShell } from './shell/shell-modules';
import { shellRouteOf } from './shell/shell-routes';

const handleOf = (handle: unknown) => handle as RouteModuleHandle | undefined;

/**
 * Loads the route modules a URL renders, outermost layout first, and its shell (app/shell): the
 * app awaits this before its first render, so the page renders at once (start-app.tsx). Then
 * starts the page's first reads (each matched module's `prefetch`, with the URL's parameters),
 * the route-keyed data preloader: for every navigation, as it starts (create-router.ts).
 */
export function loadRoute(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const shell = shellRouteOf(location.pathname);
  const searchParams = new URLSearchParams(location.search);
  const modules = matches.map(async ({ route, params }) => {
    const handle = handleOf(route.handle);
    if (!handle) return;
    const prefetch = (await handle.load()).prefetch as RoutePrefetch | undefined;
    try {
      prefetch?.({ params, searchParams });
    } catch (error) {
      // A failed prefetch costs the page its head start, never the page.
      reportError(error);
    }
  });
  return Promise.all([...modules, shell ? loadShell(shell.shell) : undefined]).then(() => undefined);
}
