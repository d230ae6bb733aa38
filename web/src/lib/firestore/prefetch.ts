import { onSnapshot, type DocumentReference, type Firestore, type Query } from 'firebase/firestore';
import type { RoutePrefetch, RouteTarget } from '../route-prefetch';
import { signedInAdminApp } from '../signed-in-admin';
import { liveFirestore } from './live';

/**
 * How long a prefetched read is listened to on its own: time enough for the page to mount and
 * listen to the same query, which then shares the prefetch's target (the SDK answers the page's
 * listener from it, without a second read); after that the page's own listener keeps it.
 */
const HOLD_MS = 15_000;

/** Listens to `target` (a query or a document) for a while, for the page about to show it (see HOLD_MS). */
export function holdQuery(target: Query | DocumentReference): void {
  const stop = onSnapshot(
    // The two overloads of onSnapshot take the same listener arguments.
    target as Query,
    () => undefined,
    // The page's own listener reports failures; the prefetch only stops.
    () => undefined,
  );
  setTimeout(stop, HOLD_MS);
}

/**
 * A route prefetch for an admin page (app/route-loading.ts) that starts the page's first reads as
 * soon as Auth has restored an admin's session: while React is still rendering the guards, the
 * shell and the filters, instead of after them. It never delays the navigation (it returns at
 * once), and does nothing for anyone but an admin (whom the page's guard turns away).
 */
export function adminPrefetch(prefetch: (db: Firestore, params: URLSearchParams, routeParams: RouteTarget['params']) => void): RoutePrefetch {
  return ({ searchParams: params, params: routeParams }) => {
    signedInAdminApp().then(
      (app) => {
        if (app) prefetch(liveFirestore(app), params, routeParams);
      },
      () => undefined,
    );
  };
}
