import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { Router, useLocation, useNavigationType, useRoutes } from 'react-router-dom';
import type { AppRouter } from './create-router';
import type { ScrollMemory } from './scroll-restoration';
import { AppProvider } from './provider';
import { routes } from './routes';

/** The app's pages for the current URL (the prerender renders the same, prerender.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Puts the scroll where it belongs once each navigation's page is on screen (scroll-restoration.ts),
 * and calls `onCommitted` once the app is on screen (effects run after the first commit).
 */
function AfterRender({ scroll, onCommitted }: { scroll: ScrollMemory; onCommitted: () => void }) {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    scroll.arrive(location, action);
    // Once per history entry visited, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  useEffect(onCommitted, [onCommitted]);
  return null;
}

/**
 * react-router in declarative mode (`<Router>` and `useRoutes`): its data-router half (loaders,
 * lazy routes, `<ScrollRestoration>`) is not in the bundle; create-router.ts and
 * route-loading.ts do what the app used of it. Navigations render as transitions, so the page
 * left stays on screen while the next one's modules load.
 */
export function App({ router, onCommitted }: { router: AppRouter; onCommitted: () => void }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => router.listen((next) => startTransition(() => setState(next))), [router]);
  // The same tree shape as the prerender's (prerender.tsx, renderAt): React's useId ids depend on
  // it, and the hydrated page must keep the ids its HTML has (aria-controls, label's for).
  return (
    <AppProvider>
      <Router location={state.location} navigationType={state.action} navigator={router.navigator}>
        <AppRoutes />
        <AfterRender scroll={router.scroll} onCommitted={onCommitted} />
      </Router>
    </AppProvider>
  );
}
