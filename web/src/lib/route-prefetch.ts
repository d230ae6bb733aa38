/** The URL a route's prefetch starts the reads of: its route parameters and its query. */
export interface RouteTarget {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * What a route module may export as `prefetch`: starts its page's first reads as a navigation to
 * it starts (app/route-loading.ts), before the page renders. It returns at once, never delays
 * the navigation, and must be safe to call for anyone (the page's guards decide what shows).
 */
export type RoutePrefetch = (target: RouteTarget) => void;
