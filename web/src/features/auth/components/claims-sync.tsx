import type { User } from 'firebase/auth';
import { useEffect } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { LiveFirestore } from '@/lib/firestore/live-firestore';
import { userRef } from '@/lib/firestore/refs';
import { claimsMatchRecord } from '../lib/claims-match';

/** Refresh attempts after a mismatch: the server sets the claims a moment after the record. */
const RETRY_DELAYS_MS = [0, 500, 1000, 2000, 4000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function RecordWatcher({ user }: { user: User }) {
  const { data: record } = useFirestoreDocData(userRef(useFirestore(), user.uid));
  const role = record?.role;
  const premiumUntil = record?.premiumUntil ?? null;
  const premiumUntilMs = premiumUntil?.getTime() ?? null;

  useEffect(() => {
    if (role === undefined) return;
    let cancelled = false;
    const sync = async () => {
      const { claims } = await user.getIdTokenResult();
      if (claimsMatchRecord(claims, { role, premiumUntil })) return;
      for (const delay of RETRY_DELAYS_MS) {
        await wait(delay);
        if (cancelled) return;
        // A forced refresh fires onIdTokenChanged, which the guards (useSigninCheck) follow.
        const fresh = await user.getIdTokenResult(true);
        if (claimsMatchRecord(fresh.claims, { role, premiumUntil })) return;
      }
    };
    sync().catch(() => undefined); // Offline: the next record change or sign-in tries again.
    return () => {
      cancelled = true;
    };
    // premiumUntil is compared by its time, not by the Date object a new snapshot brings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, role, premiumUntilMs]);

  return null;
}

/**
 * Keeps a signed-in user's ID token in step with their record: when an admin grants or removes
 * the admin role, or premium starts or is refunded, the token is refreshed at once, so the
 * admin guard and the Firestore rules follow without signing in again (claims otherwise wait
 * up to an hour for the token's own refresh).
 */
export function ClaimsSync({ user }: { user: User }) {
  return (
    <LiveFirestore>
      <RecordWatcher key={user.uid} user={user} />
    </LiveFirestore>
  );
}
