import type { Auth, IdTokenResult, User } from 'firebase/auth';
import { useMemo } from 'react';
import { useTransitionStore } from '@/lib/use-transition-store';
import { failure, LOADING, success, type LiveStatus, type LiveValue } from './live-status';
import { sharedSource, type SharedSource } from './shared-source';
import { useAuth } from './contexts';
import { userSource } from './use-user';

export type SigninCheckResult =
  | { signedIn: false; hasRequiredClaims: false; user: null }
  | { signedIn: true; hasRequiredClaims: boolean; user: User };

/** Claims the ID token must carry, each with this exact value (`{ admin: true }`). */
export type RequiredClaims = Readonly<Record<string, unknown>>;

export interface SigninCheckOptions {
  requiredClaims: RequiredClaims;
}

const SIGNED_OUT: SigninCheckResult = Object.freeze({ signedIn: false, hasRequiredClaims: false, user: null });

export function hasClaims(claims: IdTokenResult['claims'], required: RequiredClaims): boolean {
  return Object.entries(required).every(([name, value]) => claims[name] === value);
}

/** Per Auth, per set of required claims: one check shared by every component that asks. */
const claimsSources = new WeakMap<Auth, Map<string, SharedSource<SigninCheckResult>>>();

/**
 * Follows the user source: on every change (sign-in, sign-out, token refresh) reads the token's
 * claims again. A token refresh keeps the last answer until the new one is in; another user
 * never sees the previous user's answer (loading meanwhile).
 */
function claimsSource(auth: Auth, required: RequiredClaims): SharedSource<SigninCheckResult> {
  const key = JSON.stringify(required);
  let perAuth = claimsSources.get(auth);
  if (!perAuth) {
    perAuth = new Map<string, SharedSource<SigninCheckResult>>();
    claimsSources.set(auth, perAuth);
  }
  let source = perAuth.get(key);
  if (!source) {
    const users = userSource(auth);
    source = sharedSource<SigninCheckResult>(
      (emit) => {
        let check = 0;
        let shownUser: User | null | undefined;
        const follow = () => {
          const current = users.getSnapshot();
          if (current.status !== 'success') return;
          const user = current.data;
          const thisCheck = ++check;
          if (!user) {
            shownUser = null;
            emit(success(SIGNED_OUT));
            return;
          }
          if (shownUser?.uid !== user.uid) emit(LOADING);
          user.getIdTokenResult().then(
            ({ claims }) => {
              if (thisCheck !== check) return;
              shownUser = user;
              emit(success({ signedIn: true, hasRequiredClaims: hasClaims(claims, required), user }));
            },
            (error: unknown) => {
              if (thisCheck === check) emit(failure(error));
            },
          );
        };
        const unsubscribe = users.subscribe(follow);
        follow();
        return () => {
          check++;
          unsubscribe();
        };
      },
      { onStopped: () => perAuth.delete(key) },
    );
    perAuth.set(key, source);
  }
  return source;
}

function signinCheckOf(user: LiveValue<User | null>): LiveValue<SigninCheckResult> {
  if (user.status === 'loading') return LOADING;
  return success(user.data ? { signedIn: true, hasRequiredClaims: true, user: user.data } : SIGNED_OUT);
}

/**
 * Whether someone is signed in: loading until Auth has restored the session. With
 * `requiredClaims`, also whether the ID token carries them (loading until the token is read;
 * an error when it cannot be, e.g. offline with an expired token).
 */
export function useSigninCheck(): LiveValue<SigninCheckResult>;
export function useSigninCheck(options?: SigninCheckOptions): LiveStatus<SigninCheckResult>;
export function useSigninCheck(options?: SigninCheckOptions): LiveStatus<SigninCheckResult> {
  const auth = useAuth();
  const source: SharedSource<unknown> = options ? claimsSource(auth, options.requiredClaims) : userSource(auth);
  const snapshot = useTransitionStore(source.subscribe, source.getSnapshot);
  return useMemo(() => (options ? snapshot : signinCheckOf(snapshot as LiveValue<User | null>)), [options, snapshot]) as LiveStatus<SigninCheckResult>;
}
