import { startTransition, useEffect, useState } from 'react';

/**
 * An external store's snapshot, like `useSyncExternalStore`, but each change re-renders in a
 * transition. `useSyncExternalStore` renders a change synchronously, in one task: when Auth
 * restores the session or a read answers, that is the whole page at once, a task of 50–100 ms on
 * a mid-range phone that blocks input (Lighthouse's Total Blocking Time). A transition renders in
 * slices of about 5 ms and yields to input between them. The price: two components of the same
 * store may show different snapshots for the moment a slice takes, which nothing here depends on
 * (each shows a status: loading, then data).
 *
 * `subscribe` and `getSnapshot` must keep their identity while the store is the same (a new
 * `subscribe` is a new store: its snapshot shows at once); `subscribe` may call back synchronously.
 */
export function useTransitionStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const [shown, setShown] = useState(() => ({ subscribe, value: getSnapshot() }));
  const current = shown.subscribe === subscribe ? shown : { subscribe, value: getSnapshot() };
  // Another store (another document, another user): remembered during this render, as React
  // allows for state derived from props.
  if (current !== shown) setShown(current);

  useEffect(() => {
    const update = () => {
      startTransition(() => {
        setShown((previous) => {
          const value = getSnapshot();
          return previous.subscribe === subscribe && Object.is(previous.value, value) ? previous : { subscribe, value };
        });
      });
    };
    const unsubscribe = subscribe(update);
    // A change between the render and this subscription.
    update();
    return unsubscribe;
  }, [subscribe, getSnapshot]);

  return current.value;
}
