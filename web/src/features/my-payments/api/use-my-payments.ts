import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth, useFirebaseApp } from '@/lib/firebase-context';
import { QUERY_LIMITS, PAGE_SIZES } from '@quizmaster/shared/paging';
import { claimsSayPremium, refreshUntilClaims } from '@/lib/claims-refresh';
import { readers } from '@/lib/firestore/readers';
import { runQuery } from '@/lib/firestore/rest';
import { ownActivePaymentQuery, ownPaymentsList } from '@/lib/firestore/one-shot-reads';
import { useOneShotCount, useOneShotPage } from '@/lib/firestore/use-one-shot-page';
import { reloadOwnUserRecord } from '@/lib/firestore/use-own-user-record';

export { useOwnUserRecord as useMyUserRecord } from '@/lib/firestore/use-own-user-record';

/**
 * The signed-in user's payments, newest first, a page at a time (URL `after`/`before`), read once
 * through the REST reader (no Firestore SDK) and again at each `revision` (useMyPaymentsRevision).
 * The total is one count of them, up to the rules' bound of a user's own records.
 */
export function useMyPayments(uid: string, revision: number) {
  const reader = useAuth().currentUser;
  const { list, order } = useMemo(() => ownPaymentsList(uid), [uid]);
  const page = useOneShotPage(reader, list, readers.payment, order, PAGE_SIZES.table, revision);
  const total = useOneShotCount(reader, list, page, `${String(revision)}:${String(page.rows?.length ?? 0)}`, QUERY_LIMITS.own);
  return { page, total };
}

/**
 * Whether the user has a payment that still counts (not refunded), one document at most: with
 * premium still running, that is what "marked as paid" means for the table.
 */
export function useHasActivePayment(uid: string, revision: number): OneShot<{ refund: string }[]> {
  const auth = useAuth();
  const [read, setRead] = useState<{ uid: string; outcome: OneShot<{ refund: string }[]> }>();
  useEffect(() => {
    let current = true;
    runQuery(auth.currentUser, ownActivePaymentQuery(uid))
      .then((documents) => documents.map((document) => readers.payment(document.data)))
      .then(
      (payments) => {
        if (current) startTransition(() => setRead({ uid, outcome: { status: 'success', data: payments, error: undefined } }));
      },
      (error: unknown) => {
        if (current) startTransition(() => setRead({ uid, outcome: { status: 'error', data: undefined, error } }));
      },
    );
    return () => {
      current = false;
    };
  }, [auth, uid, revision]);
  // A re-read keeps the last answer on screen; another user's is not shown as this one's.
  return read?.uid === uid ? read.outcome : { status: 'loading', data: undefined, error: undefined };
}

/** A read done once: loading, then its data or its error. */
type OneShot<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/** The refund state that waits on an admin: while a payment on screen is in it, the page follows it live. */
const TRANSIENT_REFUND = 'processing';

/**
 * When My Payments reads again (its `revision`): after the user's own refund request (`bump`),
 * when they come back to the tab, and when a payment on screen whose refund is under way
 * changes (useFollowRefunds).
 */
export function useMyPaymentsRevision(uid: string) {
  const auth = useAuth();
  const [revision, setRevision] = useState(0);
  const bump = useCallback(() => {
    setRevision((value) => value + 1);
    void reloadOwnUserRecord(auth, uid);
  }, [auth, uid]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') bump();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [bump]);

  return { revision, bump };
}

/**
 * Only while a payment on screen waits on an admin's refund does the page load the full
 * Firestore SDK, to follow those payments (api/follow-refunds.ts); when one changes, `bump`
 * reads the page again. A completed refund may end premium, so the ID token is refreshed then.
 */
export function useFollowRefunds(shown: readonly { id: string; refund: unknown }[] | undefined, bump: () => void) {
  const app = useFirebaseApp();
  const auth = useAuth();
  const followKey = (shown ?? [])
    .filter((payment) => payment.refund === TRANSIENT_REFUND)
    .map(({ id }) => id)
    .join(',');
  useEffect(() => {
    if (followKey === '') return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./follow-refunds').then(({ followRefunds }) => {
      if (cancelled) return;
      stop = followRefunds(
        app,
        followKey.split(',').map((id) => ({ id, refund: TRANSIENT_REFUND })),
        () => {
          bump();
          // The guards and the catalogue follow the token: refresh it until premium is gone (bounded;
          // another payment may still hold it).
          // Then read again: the server updates the record along with the claims.
          void refreshUntilClaims(auth, (claims) => !claimsSayPremium(claims))
            .catch(() => undefined)
            .then(bump);
        },
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [app, auth, bump, followKey]);
}
