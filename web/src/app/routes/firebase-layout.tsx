import { Outlet } from 'react-router-dom';
import { ClaimsRefreshOnReturn } from '@/features/auth/components/claims-refresh-on-return';
import { FirebaseProviders } from '@/lib/firebase-providers';

/**
 * The pathless layout of every page but the landing page: reactfire's Firebase app and Auth,
 * and the refresh of a signed-in user's token when they come back to the tab (the API asks for
 * one too when the token's claims are out of date: lib/claims-refresh.ts).
 */
export function FirebaseLayoutRoute() {
  return (
    <FirebaseProviders>
      <ClaimsRefreshOnReturn />
      <Outlet />
    </FirebaseProviders>
  );
}
