/**
 * Stripe's idempotent requests: the first result for an `Idempotency-Key` is saved with a
 * fingerprint of the request; a retry with the same request replays it, a different request with
 * the same key is an error. Requests sharing a key run one at a time, so two parallel retries
 * cannot both execute.
 */
export interface SavedResponse {
  status: number;
  body: string;
  requestId: string;
}

export interface Execution {
  response: SavedResponse;
  /** False for results Stripe does not save (validation failures), so a fixed retry can run. */
  save: boolean;
}

export type IdempotentOutcome<T extends Execution> = { kind: 'executed'; execution: T } | { kind: 'replayed'; response: SavedResponse } | { kind: 'mismatch' };

/** Stripe keeps keys for 24 hours. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface Saved {
  fingerprint: string;
  response: SavedResponse;
  savedAt: number;
}

export class IdempotencyStore {
  private readonly saved = new Map<string, Saved>();
  /** The tail of each key's queue of requests. */
  private readonly queues = new Map<string, Promise<void>>();

  async run<T extends Execution>(key: string, fingerprint: string, execute: () => Promise<T>): Promise<IdempotentOutcome<T>> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    let release = () => {};
    const turn = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => turn);
    this.queues.set(key, tail);
    await previous;
    try {
      const saved = this.saved.get(key);
      if (saved && Date.now() - saved.savedAt < KEY_LIFETIME_MS) {
        return saved.fingerprint === fingerprint ? { kind: 'replayed', response: saved.response } : { kind: 'mismatch' };
      }
      const execution = await execute();
      if (execution.save) this.saved.set(key, { fingerprint, response: execution.response, savedAt: Date.now() });
      return { kind: 'executed', execution };
    } finally {
      release();
      if (this.queues.get(key) === tail) this.queues.delete(key);
    }
  }
}

/** A stable text for parsed parameters: key order in the body does not change the request. */
export function fingerprint(method: string, path: string, params: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, item]) => [key, canonical(item)]),
      );
    }
    return value;
  };
  return `${method} ${path} ${JSON.stringify(canonical(params))}`;
}
