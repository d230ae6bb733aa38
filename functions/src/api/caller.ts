import type { Request } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { claimsDiffer } from '@quizmaster/shared/claims';
import type { Caller } from '../domain/caller';
import { unauthorized } from '../domain/errors';

function bearerToken(request: Request): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Sign in first: send your Firebase ID token as "Authorization: Bearer <token>".');
  return match[1];
}

/**
 * Verifies the ID token, then reads the account itself: roles come from the account's custom
 * claims, not from the token, so a role change (or a revoked session, or a disabled account)
 * applies at once, and a token with made-up claims gains nothing.
 */
export async function authenticate(request: Request): Promise<Caller> {
  const auth = getAuth();
  const decoded = await auth.verifyIdToken(bearerToken(request)).catch(() => {
    throw unauthorized('Your sign-in token is invalid or has expired. Sign in again.');
  });
  const account = await auth.getUser(decoded.uid).catch(() => {
    throw unauthorized('Your account no longer exists. Sign in again.');
  });
  const validSince = account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) / 1000 : 0;
  if (account.disabled || decoded.auth_time < Math.floor(validSince)) {
    throw unauthorized('Your session has ended. Sign in again.');
  }
  const claims = account.customClaims ?? {};
  const premiumUntil = typeof claims.premiumUntil === 'number' ? claims.premiumUntil : null;
  return {
    uid: account.uid,
    email: (account.email ?? '').toLowerCase(),
    emailVerified: account.emailVerified,
    name: account.displayName ?? '',
    photoURL: account.photoURL ?? '',
    isAdmin: claims.admin === true,
    isPremium: claims.premium === true && premiumUntil !== null && premiumUntil * 1000 > Date.now(),
    premiumUntil,
    claimsStale: claimsDiffer(decoded, claims),
  };
}
