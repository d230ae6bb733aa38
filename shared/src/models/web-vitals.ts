import { z } from 'zod/mini';
import { storedDate } from './stored-date';

/** A histogram: bucket index (shared/src/web-vitals.ts) -> samples counted in it. */
const histogram = z.optional(z.record(z.string().check(z.regex(/^\d{1,3}$/)), z.int().check(z.minimum(0))));

/**
 * `webVitals/{day}_{pageKey}_{shard}` (webVitalsDocumentId): one shard of the real-user metrics
 * of one page on one UTC day, as histograms per metric. Written only by the functions, with
 * blind increments of bucket counters (POST /api/v1/web-vitals); admins read it (the
 * dashboard's table); nobody else reads it. `expiresAt` is the field of the collection's TTL
 * policy (firestore.indexes.json), so Firestore deletes old days on its own. A metric without
 * samples that day has no map.
 */
export const webVitalsShardSchema = z.object({
  day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** The route pattern (WEB_VITALS_PAGES), e.g. `/startQuiz/:quizId`. */
  page: z.string(),
  shard: z.int().check(z.minimum(0)),
  expiresAt: storedDate,
  LCP: histogram,
  INP: histogram,
  CLS: histogram,
  TTFB: histogram,
});
export type WebVitalsShard = z.output<typeof webVitalsShardSchema>;
