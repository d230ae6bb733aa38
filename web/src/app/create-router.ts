import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type Navigator, type NavigationType } from 'react-router-dom';
import { loadRoute } from './route-loading';
import { createScrollMemory, type ScrollMemory } from './scroll-restoration';

/** One navigation of the app's history: what react-router's `<Router>` renders (app.tsx). */
export interface RouterState {
  action: NavigationType;
  location: Location;
}

/** The app's router: react-router's declarative `<Router>` over the browser's history (app.tsx). */
export interface AppRouter {
  navigator: Navigator;
  state: RouterState;
  /** Calls `onNavigate` with each navigation; returns a function that stops it. One listener at a time. */
  listen(onNavigate: (state: RouterState) => void): () => void;
  scroll: ScrollMemory;
}

/**
 * The browser router, with the current page's route modules and shell loaded first: the first
 * render is then the page itself (the prerendered HTML stays on screen until it is), not a
 * spinner. Each later navigation starts loading its page's modules and first reads as it starts
 * (route-loading.ts), before React renders it; and remembers the scroll position of the page left.
 */
export async function createRouter(): Promise<AppRouter> {
  const history = createBrowserHistory({ v5Compat: true });
  const scroll = createScrollMemory();
  await loadRoute(history.location);
  // react-router's navigate() passes its options here: `preventScrollReset` keeps the scroll.
  let keepScroll = false;
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => {
      history.go(delta);
    },
    push: (to, state, options) => {
      keepScroll = options?.preventScrollReset === true;
      history.push(to, state);
    },
    replace: (to, state, options) => {
      keepScroll = options?.preventScrollReset === true;
      history.replace(to, state);
    },
  };
  const router: AppRouter = {
    navigator,
    state: { action: history.action, location: history.location },
    listen(onNavigate) {
      return history.listen(({ action, location }) => {
        scroll.leave(router.state.location, location, keepScroll);
        keepScroll = false;
        router.state = { action, location };
        void loadRoute(location).catch(reportError);
        onNavigate(router.state);
      });
    },
    scroll,
  };
  return router;
}
