import { startTransition, useLayoutEffect, useState } from 'react';
import { Router, useLocation, useNavigationType, useRoutes } from 'react-router-dom';
import type { AppRouter } from './create-router';
import type { ScrollMemory } from './scroll-restoration';
import { AppProvider } from './provider';
import { routes } from './routes';

/** The app's pages for the current URL (the prerender renders the same, prerender.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Puts the scroll where it belongs once each navigation's page is on screen (scroll-restoration.ts). */
function ScrollRestoration({ scroll }: { scroll: ScrollMemory }) {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    scroll.arrive(location, action);
    // Once per history entry visited, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}

/**
 * react-router in declarative mode (`<Router>` and `useRoutes`): its data-router half (loaders,
 * lazy routes, `<ScrollRestoration>`) is not in the bundle; create-router.ts and
 * route-loading.ts do what the app used of it. Navigations render as transitions, so the page
 * left stays on screen while the next one's modules load.
 */
export function App({ router }: { router: AppRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => router.listen((next) => startTransition(() => setState(next))), [router]);
  return (
    <AppProvider>
      <Router location={state.location} navigationType={state.action} navigator={router.navigator}>
        <AppRoutes />
        <ScrollRestoration scroll={router.scroll} />
      </Router>
    </AppProvider>
  );
}
