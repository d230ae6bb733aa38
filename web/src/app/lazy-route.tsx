import { use, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteModuleHandle } from './route-preloads';

/** What a route module exports: its page component, and maybe a `prefetch` (app/route-loading.ts). */
export type RouteModule = Record<string, unknown>;

/**
 * A route whose component loads on demand, like React.lazy, but rendered at once when its module
 * has loaded already: the current page's modules load before the first render (app/route-loading.ts),
 * so hydration adopts the prerendered HTML instead of suspending, and a page preloaded at
 * navigation shows without a fallback. Its handle names the module (the build's route preload
 * table) and loads it.
 */
export function lazyRouteModule(module: string, load: () => Promise<RouteModule>, exportName: string): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: RouteModule | undefined;
  let loading: Promise<RouteModule> | undefined;
  const handle: RouteModuleHandle = {
    module,
    load: () =>
      (loading ??= load().then((exports) => {
        loaded = exports;
        return exports;
      })),
  };
  function LazyRoute() {
    // A navigation is a transition (app.tsx), so the page left stays on screen while this suspends.
    const exports = loaded ?? use(handle.load());
    const Component = exports[exportName] as ComponentType | undefined;
    if (!Component) throw new Error(`${module} exports no ${exportName}.`);
    return <Component />;
  }
  return { element: <LazyRoute />, handle };
}
