import { collection, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { webVitalsShardSchema } from '@quizmaster/shared/models/web-vitals';
import {
  WEB_VITALS_COLLECTION,
  WEB_VITALS_MAX_DOCUMENTS,
  webVitalsFigures,
  webVitalsWindowStart,
  type WebVitalsPageFigures,
} from '@quizmaster/shared/web-vitals';
import { modelConverter } from '@/lib/firestore/converter';

const converter = modelConverter(webVitalsShardSchema);

/**
 * The histogram documents of the last 7 days (UTC, today included), admins only: one range on
 * `day`, served by its automatic single-field index (no composite index needed), and never more
 * than WEB_VITALS_MAX_DOCUMENTS (7 days × pages × shards) whatever the traffic, since every
 * report adds to an existing document of its day, page and shard.
 */
export const webVitalsWindowQuery = (db: Firestore, now: Date) =>
  query(
    collection(db, WEB_VITALS_COLLECTION).withConverter(converter),
    where('day', '>=', webVitalsWindowStart(now)),
    orderBy('day'),
    limit(WEB_VITALS_MAX_DOCUMENTS),
  );

/** The dashboard's real-user metrics: p75 and samples of each metric per page, read once. */
export async function readWebVitalsFigures(db: Firestore, now: Date): Promise<WebVitalsPageFigures[]> {
  const snapshot = await getDocs(webVitalsWindowQuery(db, now));
  return webVitalsFigures(snapshot.docs.map((document) => document.data()));
}
