import { z } from 'zod/mini';
import { storedDate } from './stored-date';

/**
 * `rateLimits/{counterId}`: the calls of one action by one account or one client address in one
 * fixed window (shared/src/rate-limits.ts). The id is made from a hash of the subject, so no
 * address is stored. Written only by the functions, with blind increments; no client reads or
 * writes it. `expiresAt` (the window's end) is the field of the collection's TTL policy
 * (firestore.indexes.json), so Firestore deletes old windows on its own.
 */
export const rateLimitCounterSchema = z.object({
  count: z.int(),
  expiresAt: storedDate,
});
export type RateLimitCounter = z.output<typeof rateLimitCounterSchema>;
