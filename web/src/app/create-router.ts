import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router, with the current page's lazy route modules loaded first: the first render
 * is then the page itself (the prerendered HTML stays on screen until it is), not a spinner.
 */
export async function createRouter(): Promise<AppRouter> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
