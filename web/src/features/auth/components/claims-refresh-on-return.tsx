import { useEffect } from 'react';
import { useAuth, useUser } from '@/lib/firebase-context';
import { refreshIdToken } from '@/lib/claims-refresh';

/**
 * Refreshes a signed-in user's ID token when they come back to the tab, so a role or premium an
 * admin granted or removed meanwhile applies without signing in again (the other refresh
 * points: any API answer that says the claims are stale, a checkout, a completed refund; see
 * lib/claims-refresh.ts). One request to Auth, no Firestore SDK and no listener.
 */
export function ClaimsRefreshOnReturn() {
  const auth = useAuth();
  const { data: user } = useUser();
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!signedIn) return undefined;
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      // Calls at the same moment share one request (refreshIdToken).
      refreshIdToken(auth).catch(() => undefined); // Offline: the next return or API call tries again.
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [auth, signedIn]);

  return null;
}
