import type { Auth } from 'firebase/auth';
import { CLAIMS_STALE_HEADER } from '@quizmaster/shared/claims';

/**
 * Keeping a signed-in user's ID token in step with their account without a listener on their
 * record (docs/decisions/0003-claims-read-per-call.md "Claims freshness"): the API says when a token's role or premium
 * claims are out of date (X-Claims-Stale), and the app refreshes the token then, when the user
 * comes back to the tab, and after a checkout or a refund it has seen complete. A forced refresh
 * fires onIdTokenChanged, which the guards (useSigninCheck, lib/firebase-context) and the menus follow.
 */

let refreshing: Promise<void> | null = null;

/** Forces a new ID token (one request at a time: callers at the same moment share it). */
export function refreshIdToken(auth: Auth): Promise<void> {
  const user = auth.currentUser;
  if (!user) return Promise.resolve();
  refreshing ??= user
    .getIdToken(true)
    .then(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Refreshes the token when an API answer says its claims are out of date. */
export async function followClaimsHeader(auth: Auth, response: Response): Promise<void> {
  if (response.headers.get(CLAIMS_STALE_HEADER) === null) return;
  // Offline or signed out meanwhile: the next call's answer says so again.
  await refreshIdToken(auth).catch(() => undefined);
}

/** Waits between the refreshes after a change the server makes a moment later (claims follow the record). */
const RETRY_DELAYS_MS = [0, 500, 1000, 2000, 4000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Refreshes the token until its claims satisfy `expected` (premium after a checkout, none after
 * a refund), at most RETRY_DELAYS_MS.length times; answers whether they did.
 */
export async function refreshUntilClaims(auth: Auth, expected: (claims: Record<string, unknown>) => boolean): Promise<boolean> {
  for (const delay of RETRY_DELAYS_MS) {
    await wait(delay);
    const user = auth.currentUser;
    if (!user) return false;
    await refreshIdToken(auth);
    if (expected((await user.getIdTokenResult()).claims)) return true;
  }
  return false;
}

/** Claims that say premium is running now. */
export function claimsSayPremium(claims: Record<string, unknown>, now = Date.now()): boolean {
  return claims.premium === true && typeof claims.premiumUntil === 'number' && claims.premiumUntil * 1000 > now;
}
