import { useEffect } from 'react';
import { useSigninCheck } from '@/lib/firebase-context';
import { writeRoleHint } from '@/lib/session-hint';

/**
 * The one answer the web app gives to "is this user an admin": the `admin: true` custom claim of
 * the ID token, which only the functions set. The guards, the dashboard's menu and figures and
 * the header's brand all ask here, so they never disagree. The user record's `role` only mirrors
 * the claim for listing: when it changes, the app refreshes the token at its next API answer
 * (which says the claims are stale), when the user comes back to the tab, or after a checkout or
 * a completed refund (lib/claims-refresh.ts), and everything that asks here follows.
 */
export const ADMIN_CLAIMS = { requiredClaims: { admin: true } };

/**
 * - `loading`: the auth state or the token's claims are still being read;
 * - `signed-out`: nobody is signed in;
 * - `player`: signed in without the admin claim; `admin`: signed in with it;
 * - `unknown`: the claims could not be read (offline): nothing admin-only is shown.
 */
export type AdminRole = 'loading' | 'signed-out' | 'player' | 'admin' | 'unknown';

export function useAdminRole(): AdminRole {
  const role = adminRoleOf(useSigninCheck(ADMIN_CLAIMS));
  // Remembered for the next page load's shell (lib/session-hint.ts).
  useEffect(() => {
    if (role === 'admin' || role === 'player') writeRoleHint(role);
  }, [role]);
  return role;
}

function adminRoleOf({ status, data }: ReturnType<typeof useSigninCheck>): AdminRole {
  if (status === 'loading') return 'loading';
  if (status === 'error') return 'unknown';
  if (!data.signedIn) return 'signed-out';
  return data.hasRequiredClaims ? 'admin' : 'player';
}
