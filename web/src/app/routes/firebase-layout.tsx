import { Outlet } from 'react-router-dom';
import { ClaimsRefreshOnReturn } from '@/features/auth/components/claims-refresh-on-return';
import { LoadingShellContext } from '@/components/shell/loading-shell-context';
import { RouteShell } from '@/app/shell/route-shell';
import { FirebaseProviders } from '@/lib/firebase-providers';

const routeShell = <RouteShell />;

/**
 * The pathless layout of every page but the landing page: the Firebase app and Auth (lib/firebase-context),
 * the refresh of a signed-in user's token when they come back to the tab (the API asks for
 * one too when the token's claims are out of date: lib/claims-refresh.ts), and the route
 * shells that the pages' loading states show.
 */
export function FirebaseLayoutRoute() {
  return (
    <FirebaseProviders>
      <ClaimsRefreshOnReturn />
      {/* The signed-in pages' loading states show their route's shell (app/shell). */}
      <LoadingShellContext.Provider value={routeShell}>
        <Outlet />
      </LoadingShellContext.Provider>
    </FirebaseProviders>
  );
}
