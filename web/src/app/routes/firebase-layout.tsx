import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useUser } from 'reactfire';
import { LoadingShellContext } from '@/components/shell/loading-shell-context';
import { RouteShell } from '@/app/shell/route-shell';
import { FirebaseProviders } from '@/lib/firebase-providers';
import { useBrowserIdle } from '@/lib/use-browser-idle';

// Claims sync listens to the user's record with the full Firestore SDK: it loads only for a
// signed-in user, once the page has settled, so no page waits for it.
const ClaimsSync = lazy(() => import('@/features/auth/components/claims-sync').then((module) => ({ default: module.ClaimsSync })));

const routeShell = <RouteShell />;

function DeferredClaimsSync() {
  const { data: user } = useUser();
  const idle = useBrowserIdle();
  if (!user || !idle) return null;
  return (
    <Suspense fallback={null}>
      <ClaimsSync user={user} />
    </Suspense>
  );
}

/**
 * The pathless layout of every page but the landing page: reactfire's Firebase app and Auth,
 * the claims sync that keeps a signed-in user's token in step with their record, and the route
 * shells that the pages' loading states show.
 */
export function FirebaseLayoutRoute() {
  return (
    <FirebaseProviders>
      <DeferredClaimsSync />
      {/* The signed-in pages' loading states show their route's shell (app/shell). */}
      <LoadingShellContext.Provider value={routeShell}>
        <Outlet />
      </LoadingShellContext.Provider>
    </FirebaseProviders>
  );
}
