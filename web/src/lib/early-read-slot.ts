/** Past this, an early read nobody took (the page was left before it mounted) is too old to show. */
export const EARLY_READ_MAX_AGE_MS = 30_000;

/**
 * Holds one read started early (./early-signed-in-reads.ts) until its page takes it: once, for the
 * same key (the quiz's id), and while it is fresh; otherwise the page makes its own read.
 */
export function earlyReadSlot<T>(maxAgeMs = EARLY_READ_MAX_AGE_MS, now: () => number = Date.now) {
  let held: { key: string; read: T; startedAt: number } | undefined;
  return {
    put(key: string, read: T): void {
      held = { key, read, startedAt: now() };
    },
    take(key: string): T | undefined {
      const started = held;
      held = undefined;
      return started && started.key === key && now() - started.startedAt < maxAgeMs ? started.read : undefined;
    },
  };
}
