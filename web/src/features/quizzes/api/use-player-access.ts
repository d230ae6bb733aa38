import { onIdTokenChanged } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/firebase-context';
import { hasPremiumAccess, type PlayerAccess } from '../lib/take-test';

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
      user.getIdTokenResult().then(
        (token) => {
          if (request === latest) setAccess(hasPremiumAccess(token.claims, Date.now() / 1000) ? 'premium' : 'member');
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
