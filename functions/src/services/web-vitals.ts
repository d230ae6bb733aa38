/**
 * Real-user metrics (docs/decisions/0025-real-user-metrics.md, "Real-user metrics"): a report from a browser adds 1
 * per metric to a bucket counter of one histogram document, `webVitals/{day}_{page}_{shard}`,
 * with blind increments (no read, no transaction), so any number of reports at once keep the
 * counts exact and no document is hot: a page's reports of a day spread over WEB_VITALS_SHARDS
 * documents picked at random. Nothing stores a sample, a URL, an address or an account.
 */
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { rateLimitWindow, secondsUntil } from '@quizmaster/shared/rate-limits';
import { webVitalsShardSchema } from '@quizmaster/shared/models/web-vitals';
import {
  WEB_VITALS_COLLECTION,
  WEB_VITALS_RATE_LIMIT,
  WEB_VITALS_SHARDS,
  webVitalBucket,
  webVitalsDay,
  webVitalsDocumentId,
  webVitalsExpiry,
  type WebVitalName,
} from '@quizmaster/shared/web-vitals';
import type { WebVitalsReport } from '@quizmaster/shared/web-vitals-report';
import { tooManyRequests } from '../domain/errors';
import { modelConverter } from '../data/converter';
import { db as defaultDb, refs } from '../firebase';

const shardConverter = modelConverter(webVitalsShardSchema);

/** The histogram documents (also for tests and tools, with their own Admin SDK instance). */
export const webVitalsCollection = (db: Firestore = defaultDb) => db.collection(WEB_VITALS_COLLECTION).withConverter(shardConverter);

/**
 * The rate-limit counter of one client address in one window, in `rateLimits` beside the API's
 * other counters (same shape, same TTL; the address only as a hash, first so that counters
 * spread over Firestore's key range). Its own id scheme because the shared table of limited
 * actions (shared/src/rate-limits.ts) counts per account too, and these reports have no account.
 */
export function webVitalsRateLimitCounterId(address: string, windowStart: number): string {
  const hash = createHash('sha256').update(`web-vitals\naddress\n${address}`).digest('hex').slice(0, 32);
  return `${hash}-web-vitals-address-${String(Math.floor(windowStart / 1000))}`;
}

/**
 * Counts this report against its address's limit, or throws the 429. As in
 * services/rate-limits.ts: a blind increment, then a read of the counter, so of a burst at most
 * `max` pass; a refused report counts too. No address (local calls on the emulators): no limit.
 */
async function enforceWebVitalsRateLimit(address: string | null, now: number): Promise<void> {
  if (address === null) return;
  const window = rateLimitWindow(WEB_VITALS_RATE_LIMIT, now);
  const counter = refs.rateLimit(webVitalsRateLimitCounterId(address, window.start));
  await counter.set({ count: FieldValue.increment(1), expiresAt: new Date(window.end) }, { merge: true });
  const count = (await counter.get()).data()?.count ?? 0;
  if (count <= WEB_VITALS_RATE_LIMIT.max) return;
  const retryAfter = secondsUntil(window.end, now);
  throw tooManyRequests(`Too many metric reports from your network: try again in ${String(retryAfter)} ${retryAfter === 1 ? 'second' : 'seconds'}.`, retryAfter, {
    limit: { per: 'address', max: WEB_VITALS_RATE_LIMIT.max, windowSeconds: WEB_VITALS_RATE_LIMIT.windowSeconds },
  });
}

/** Each metric's bucket counts of a report (two CLS values of one report may share a bucket). */
function bucketIncrements(metrics: WebVitalsReport['metrics']): Partial<Record<WebVitalName, Record<string, number>>> {
  const counts: Partial<Record<WebVitalName, Record<string, number>>> = {};
  for (const { name, value } of metrics) {
    const buckets = (counts[name] ??= {});
    const bucket = String(webVitalBucket(name, value));
    buckets[bucket] = (buckets[bucket] ?? 0) + 1;
  }
  return counts;
}

/**
 * Records a validated report: rate limit first, then one merge write of bucket increments to a
 * random shard of today's (UTC, server clock) document of the page. Answers how many metrics
 * were counted.
 */
export async function recordWebVitals(report: WebVitalsReport, options: { address: string | null; now?: Date }): Promise<{ recorded: number }> {
  const now = options.now ?? new Date();
  await enforceWebVitalsRateLimit(options.address, now.getTime());
  const day = webVitalsDay(now);
  const shard = Math.floor(Math.random() * WEB_VITALS_SHARDS);
  const histograms = Object.fromEntries(
    Object.entries(bucketIncrements(report.metrics)).map(([name, buckets]) => [
      name,
      Object.fromEntries(Object.entries(buckets).map(([bucket, count]) => [bucket, FieldValue.increment(count)])),
    ]),
  );
  await webVitalsCollection()
    .doc(webVitalsDocumentId(day, report.page, shard))
    .set({ day, page: report.page, shard, expiresAt: webVitalsExpiry(day), ...histograms }, { merge: true });
  return { recorded: report.metrics.length };
}
