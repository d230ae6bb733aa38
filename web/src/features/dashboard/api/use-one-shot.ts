import { startTransition, useEffect, useState } from 'react';

/** A read done once: loading, then its data or its error (the shape of lib/firebase-context's LiveStatus). */
export type OneShot<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Runs `load` when the component mounts, and again only when `load` itself changes (memoise it
 * with useCallback). The dashboard's figures are read once per visit: aggregation queries have
 * no live form, and a figure that moves while it is read is no more useful than a reload.
 */
export function useOneShot<T>(load: () => Promise<T>): OneShot<T> {
  const [settled, setSettled] = useState<{ load: () => Promise<T>; outcome: OneShot<T> }>();
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) startTransition(() => setSettled({ load, outcome: { status: 'success', data, error: undefined } }));
      },
      (error: unknown) => {
        if (current) startTransition(() => setSettled({ load, outcome: { status: 'error', data: undefined, error } }));
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  // A result of an earlier `load` (another user, say) is not shown as this one's.
  return settled?.load === load ? settled.outcome : LOADING;
}
