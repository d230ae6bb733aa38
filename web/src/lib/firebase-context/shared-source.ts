import { LOADING, type LiveStatus } from './live-status';

/** How long an upstream listener outlives its last subscriber: a page change that unmounts and remounts it keeps it. */
export const KEEP_ALIVE_MS = 2000;

/** Starts the upstream listener and returns its stop. `emit` (which may run synchronously) gives subscribers a new status. */
export type StartListening<T> = (emit: (status: LiveStatus<T>) => void) => () => void;

/** One upstream listener shared by every component that shows the same thing: a `useSyncExternalStore` store. */
export interface SharedSource<T> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => LiveStatus<T>;
}

export interface SharedSourceOptions<T> {
  /** What to show while no listener runs (before the first subscriber, after the last one left). */
  idleSnapshot?: () => LiveStatus<T>;
  /** Called when the upstream listener starts and once it has stopped (to remember and forget the source). */
  onStarted?: () => void;
  onStopped?: () => void;
}

/**
 * The upstream listener starts with the first subscriber and stops KEEP_ALIVE_MS after the last
 * one leaves: no listener outlives the components that show it, and a remount (a page change)
 * neither restarts it nor flashes a loading state. Snapshots are immutable: a new object per
 * change, the same object otherwise, as `useSyncExternalStore` requires.
 */
export function sharedSource<T>(start: StartListening<T>, options: SharedSourceOptions<T> = {}): SharedSource<T> {
  const subscribers = new Set<() => void>();
  /** The running upstream listener: its latest status and its stop. */
  let running: { latest: LiveStatus<T> | undefined; stop: () => void } | undefined;
  let pendingStop: ReturnType<typeof setTimeout> | undefined;

  const startUpstream = () => {
    const run: { latest: LiveStatus<T> | undefined; stop: () => void } = { latest: undefined, stop: () => undefined };
    running = run;
    options.onStarted?.();
    run.stop = start((status) => {
      // A stopped listener's late callbacks are not shown.
      if (running !== run) return;
      run.latest = status;
      for (const onChange of [...subscribers]) onChange();
    });
  };

  const stopUpstream = () => {
    pendingStop = undefined;
    const run = running;
    running = undefined;
    run?.stop();
    options.onStopped?.();
  };

  return {
    subscribe(onChange) {
      subscribers.add(onChange);
      clearTimeout(pendingStop);
      pendingStop = undefined;
      if (!running) startUpstream();
      return () => {
        subscribers.delete(onChange);
        if (subscribers.size === 0 && running && pendingStop === undefined) pendingStop = setTimeout(stopUpstream, KEEP_ALIVE_MS);
      };
    },
    getSnapshot() {
      return running?.latest ?? options.idleSnapshot?.() ?? LOADING;
    },
  };
}

/**
 * Shared sources by key: the same key gives the same source while its listener runs; a stopped
 * source is forgotten, so the registry holds only what is shown. `same` compares keys (Firestore
 * references and queries compare with refEqual/queryEqual, not by identity).
 */
export function sourceRegistry<Key, T>(same: (a: Key, b: Key) => boolean, startFor: (key: Key) => StartListening<T>) {
  const entries: { key: Key; source: SharedSource<T> }[] = [];
  return (key: Key): SharedSource<T> => {
    const found = entries.find((entry) => same(entry.key, key));
    if (found) return found.source;
    const entry = {
      key,
      source: sharedSource(startFor(key), {
        // A source rendered before it stopped may start again: it is then the key's source again.
        onStarted: () => {
          if (!entries.includes(entry)) entries.push(entry);
        },
        onStopped: () => {
          const index = entries.indexOf(entry);
          if (index >= 0) entries.splice(index, 1);
        },
      }),
    };
    entries.push(entry);
    return entry.source;
  };
}
