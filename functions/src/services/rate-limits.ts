/**
 * Rate limits (shared/src/rate-limits.ts), counted in Firestore so that every function instance
 * sees the same counts: one document per action, subject (an account or a client address) and
 * fixed window, `rateLimits/{counterId}`.
 *
 * A call first adds itself to its counters with a blind increment, then reads them back and is
 * refused if one is over its limit. No transaction: a busy address's counter (a school behind
 * one NAT address) never makes calls retry, and since each call reads after its own increment
 * has landed, a burst of N parallel calls still lets at most `max` of them through. Refused calls
 * count too; the window's end frees the limit all the same. Old windows are deleted by the TTL
 * policy on `expiresAt` (firestore.indexes.json).
 */
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import {
  RATE_LIMITS,
  rateLimitMessage,
  rateLimitWindow,
  secondsUntil,
  type ActionLimits,
  type RateLimitedAction,
  type RateLimitScope,
} from '@quizmaster/shared/rate-limits';
import { tooManyRequests } from '../domain/errors';
import { db, refs } from '../firebase';

/**
 * The id of a counter. The subject appears only as a hash (no address is stored, and any text
 * makes a valid id), and the hash comes first so that counters spread over Firestore's key range.
 */
export function rateLimitCounterId(action: RateLimitedAction, scope: RateLimitScope, subject: string, windowStart: number): string {
  const hash = createHash('sha256').update(`${action}\n${scope}\n${subject}`).digest('hex').slice(0, 32);
  return `${hash}-${action}-${scope}-${String(Math.floor(windowStart / 1000))}`;
}

/** Whose calls count: the caller's account, and the client address (null: not limited by address). */
export interface RateLimitSubjects {
  account: string | null;
  address: string | null;
}

/**
 * Counts this call of `action` against each subject's limit, or throws the 429: its message names
 * the limit, and Retry-After is when the last exceeded window ends.
 */
export async function enforceRateLimit(action: RateLimitedAction, subjects: RateLimitSubjects, now = Date.now()): Promise<void> {
  const counters = (['account', 'address'] as const).flatMap((scope) => {
    const subject = subjects[scope];
    const limits: ActionLimits = RATE_LIMITS[action];
    const limit = limits[scope];
    if (subject === null || !limit) return [];
    const window = rateLimitWindow(limit, now);
    return [{ scope, limit, window, ref: refs.rateLimit(rateLimitCounterId(action, scope, subject, window.start)) }];
  });
  if (counters.length === 0) return;

  const batch = db.batch();
  for (const { ref, window } of counters) {
    batch.set(ref, { count: FieldValue.increment(1), expiresAt: new Date(window.end) }, { merge: true });
  }
  await batch.commit();
  const snapshots = await db.getAll(...counters.map(({ ref }) => ref));

  const exceeded = counters.filter((counter, index) => (snapshots[index]?.data()?.count ?? 0) > counter.limit.max);
  const last = exceeded.sort((first, second) => second.window.end - first.window.end)[0];
  if (!last) return;
  const retryAfter = secondsUntil(last.window.end, now);
  throw tooManyRequests(rateLimitMessage(action, last.scope, retryAfter), retryAfter, {
    limit: { per: last.scope, max: last.limit.max, windowSeconds: last.limit.windowSeconds },
  });
}
