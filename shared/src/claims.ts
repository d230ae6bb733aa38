/**
 * The response header the API sets on a signed-in call whose ID token says something other than
 * the account about the admin role or premium (granted, removed, started or refunded since the
 * token was issued). The web app then refreshes the token, so its guards and the Firestore rules
 * follow without a listener on the user's record (web/src/lib/api-client.ts).
 */
export const CLAIMS_STALE_HEADER = 'X-Claims-Stale';

/** A token's or an account's custom claims; the app's guards and the Firestore rules read `admin`, `premium` and `premiumUntil`. */
export type RoleClaims = Readonly<Record<string, unknown>>;

const premiumEnd = (claims: RoleClaims) => (typeof claims.premiumUntil === 'number' ? claims.premiumUntil : null);

/** Whether a token's role and premium claims differ from the account's current custom claims. */
export function claimsDiffer(token: RoleClaims, account: RoleClaims): boolean {
  return (
    (token.admin === true) !== (account.admin === true) ||
    (token.premium === true) !== (account.premium === true) ||
    premiumEnd(token) !== premiumEnd(account)
  );
}
