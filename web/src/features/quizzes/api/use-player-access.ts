import { onIdTokenChanged, type Auth, type User } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/lib/firebase-context';
import { hasPremiumAccess, type PlayerAccess } from '../lib/take-test';

/** A signed-in user's access from their ID token's claims. */
async function accessOf(user: User): Promise<'member' | 'premium'> {
  const token = await user.getIdTokenResult();
  return hasPremiumAccess(token.claims, Date.now() / 1000) ? 'premium' : 'member';
}

/**
 * The current player's access for Take A Test, from the ID token's custom claims. It follows
 * token changes (not just sign-in and sign-out), so a token refreshed after a payment counts at once.
 */
export function usePlayerAccess(): PlayerAccess {
  const auth = useAuth();
  const [access, setAccess] = useState<PlayerAccess>('loading');

  useEffect(() => {
    // Only the newest token's answer counts when tokens change quickly one after another.
    let latest = 0;
    const unsubscribe = onIdTokenChanged(auth, (user) => {
      latest += 1;
      const request = latest;
      if (!user) {
        setAccess('visitor');
        return;
      }
      accessOf(user).then(
        (known) => {
          if (request === latest) setAccess(known);
        },
        (error: unknown) => {
          // Without claims we cannot tell; the quiz page and the server still decide correctly.
          console.error(error);
          if (request === latest) setAccess('member');
        },
      );
    });
    return unsubscribe;
  }, [auth]);

  return access;
}

/**
 * The player's access once Firebase Auth knows the user and their token's claims, for a press
 * that cannot wait for usePlayerAccess (take-test.ts, waitsForAccess). 'loading' when the claims
 * cannot be had: the press then goes to the quiz page, whose guard and the server decide.
 */
export async function resolvePlayerAccess(auth: Auth): Promise<PlayerAccess> {
  try {
    await auth.authStateReady();
    return auth.currentUser ? await accessOf(auth.currentUser) : 'visitor';
  } catch (error) {
    console.error(error);
    return 'loading';
  }
}

/** resolvePlayerAccess for this app's Auth, for the grids (QuizGrid's `resolveAccess`). */
export function useAccessResolver(): () => Promise<PlayerAccess> {
  const auth = useAuth();
  return useCallback(() => resolvePlayerAccess(auth), [auth]);
}
