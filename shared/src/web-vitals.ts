/**
 * Real-user metrics (ADR 0025): the Core Web Vitals that sampled browser sessions report
 * (web/src/lib/web-vitals/), how the API stores them (functions/src/services/web-vitals.ts) and
 * how the admin dashboard reads them back (web/src/features/admin-web-vitals/). One source of
 * truth for both sides: the metrics and their limits, the pages, the histogram buckets, the p75
 * and Google's thresholds. No zod here, so the browser's reporter stays a few KiB; the request
 * schema is in web-vitals-report.ts.
 *
 * Nothing stores a raw sample: each report adds 1 to a bucket counter of a histogram document
 * per UTC day, page and shard (see docs/decisions/0025-real-user-metrics.md, "Real-user metrics"), and the p75 is
 * read from merged histograms, to within one bucket.
 */

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** web-vitals' `navigationType` values. Validated when sent, not stored (no figure splits by it yet). */
export const WEB_VITALS_NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;

// The sampling constants live in a module of their own: the web app's entry imports only them.
export { WEB_VITALS_FORCED_SAMPLE_RATE_KEY, WEB_VITALS_SAMPLE_RATE } from './web-vitals-sampling';

/** Most metrics one report may carry: a page load has four, a few more after back/forward restores. */
export const WEB_VITALS_BATCH_MAX = 10;

/**
 * Shards per day and page: a report adds to one picked at random, so a busy page's histogram
 * takes about 4 sustained writes a second before any document passes Firestore's guide of one.
 */
export const WEB_VITALS_SHARDS = 4;

/** Days the dashboard looks back over (today, UTC, included). */
export const WEB_VITALS_WINDOW_DAYS = 7;

/** Days a histogram document is kept: its `expiresAt`, the field of the collection's TTL policy. */
export const WEB_VITALS_RETENTION_DAYS = 30;

/**
 * Reports per client address and minute (the API answers 429 beyond). A reporting session sends
 * about one report per page view; a school behind one address at a tenth sampled stays below
 * it, and a refused report only thins the sample. It bounds what one script can write.
 */
export const WEB_VITALS_RATE_LIMIT = { max: 120, windowSeconds: 60 } as const;

/** The User Timing mark the browser's reporter sets once it listens (browser tests wait for it before leaving a page). */
export const WEB_VITALS_READY_MARK = 'quizmaster:web-vitals-ready';

/** The Firestore collection of the histograms (server-written, admins read). */
export const WEB_VITALS_COLLECTION = 'webVitals';

/**
 * Every page the app has, as its route pattern (web/src/config/paths.ts; `*` is the not-found
 * page). Reports name one of these, never a URL: no ids, no query strings, a bounded set of
 * documents per day. web/src/lib/web-vitals/page-of.test.ts checks the list against paths.ts.
 */
export const WEB_VITALS_PAGES = [
  '/',
  '/quizzes',
  '/login',
  '/signUp',
  '/pricing',
  '/payment',
  '/startQuiz/:quizId',
  '/review/:quizId/:attemptId',
  '/profile',
  '/profile/address',
  '/profile/education',
  '/profile/important_links',
  '/dashboard',
  '/dashboard/addReview',
  '/dashboard/myPayments',
  '/dashboard/myResults',
  '/dashboard/itemAnalysis/:quizId',
  '/leaderboard/:quizId',
  '/dashboard/paymentLists',
  '/dashboard/auditLog',
  '/dashboard/users',
  '/dashboard/addQuiz',
  '/dashboard/manageQuizzes',
  '/dashboard/quizDetails/:quizId',
  '/dashboard/editQuiz/:quizId',
  '/user/:userId',
  '/certificates/:certificateId',
  '*',
] as const;
export type WebVitalsPage = (typeof WEB_VITALS_PAGES)[number];

export function isWebVitalsPage(value: string): value is WebVitalsPage {
  return (WEB_VITALS_PAGES as readonly string[]).includes(value);
}

/**
 * The page a path shows, as its pattern: `/startQuiz/world-capitals` -> `/startQuiz/:quizId`,
 * anything the app has no route for -> `*`. Matched as react-router matches the app's routes:
 * whole segments, static ones ignoring case, a `:param` any one segment, a trailing slash
 * ignored (web/src/lib/web-vitals/page-of.test.ts compares the two). Works without the router,
 * so a prerendered page is measured before (or without) the app starting.
 */
export function webVitalsPageOf(pathname: string): WebVitalsPage {
  const segments = pathname.split('/').filter(Boolean);
  let best: { page: WebVitalsPage; params: number } | null = null;
  for (const page of WEB_VITALS_PAGES) {
    const parts = page.split('/').filter(Boolean);
    if (page === '*' || parts.length !== segments.length) continue;
    const matches = parts.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase());
    const params = parts.filter((part) => part.startsWith(':')).length;
    // A static segment wins over a parameter, as in react-router's ranking.
    if (matches && (!best || params < best.params)) best = { page, params };
  }
  return best?.page ?? '*';
}

/** A page pattern as a document id part: `/startQuiz/:quizId` -> `startQuiz.quizId`, `/` -> `root`. */
export function webVitalsPageKey(page: WebVitalsPage): string {
  if (page === '/') return 'root';
  if (page === '*') return 'not-found';
  return page.slice(1).replaceAll('/', '.').replaceAll(':', '');
}

/**
 * Each metric's scale: the largest value a report may carry (anything larger is a broken
 * measurement, refused), the smallest value of the first log bucket, and Google's "good" and
 * "poor" thresholds (good: at most `good`; poor: above `poor`; web.dev/articles/vitals).
 */
export interface WebVitalScale {
  unit: 'ms' | 'score';
  max: number;
  smallest: number;
  good: number;
  poor: number;
}

export const WEB_VITAL_SCALES: Record<WebVitalName, WebVitalScale> = {
  LCP: { unit: 'ms', max: 120_000, smallest: 1, good: 2500, poor: 4000 },
  INP: { unit: 'ms', max: 60_000, smallest: 1, good: 200, poor: 500 },
  CLS: { unit: 'score', max: 25, smallest: 0.001, good: 0.1, poor: 0.25 },
  TTFB: { unit: 'ms', max: 120_000, smallest: 1, good: 800, poor: 1800 },
};

/** A value a report may carry: finite, not negative, at most the metric's max. */
export function isValidWebVitalValue(name: WebVitalName, value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= WEB_VITAL_SCALES[name].max;
}

/**
 * Log-scale buckets: 20 per factor of ten, so each spans a factor of 10^(1/20) ≈ 1.122 and its
 * middle is within 6% of any value in it. Bucket 0 holds [0, smallest) (a CLS of 0 is common);
 * bucket i ≥ 1 holds [smallest·10^((i-1)/20), smallest·10^(i/20)); the last one reaches `max`.
 */
export const WEB_VITAL_BUCKETS_PER_DECADE = 20;

/** How many buckets a metric has (LCP and TTFB 103, INP 97, CLS 89). */
export function webVitalBucketCount(name: WebVitalName): number {
  const { max, smallest } = WEB_VITAL_SCALES[name];
  return 1 + Math.ceil(Math.log10(max / smallest) * WEB_VITAL_BUCKETS_PER_DECADE);
}

/** The lower and upper edges of bucket `index` (upper excluded). */
export function webVitalBucketBounds(name: WebVitalName, index: number): { lower: number; upper: number } {
  const { smallest } = WEB_VITAL_SCALES[name];
  const edge = (step: number) => smallest * 10 ** (step / WEB_VITAL_BUCKETS_PER_DECADE);
  return index === 0 ? { lower: 0, upper: smallest } : { lower: edge(index - 1), upper: edge(index) };
}

/** The bucket a (valid) value falls in. */
export function webVitalBucket(name: WebVitalName, value: number): number {
  const { smallest } = WEB_VITAL_SCALES[name];
  if (value < smallest) return 0;
  const last = webVitalBucketCount(name) - 1;
  let index = Math.min(last, Math.floor(Math.log10(value / smallest) * WEB_VITAL_BUCKETS_PER_DECADE) + 1);
  // Logarithms round: settle a value that sits on an edge into the bucket whose bounds hold it.
  if (value < webVitalBucketBounds(name, index).lower) index -= 1;
  else if (index < last && value >= webVitalBucketBounds(name, index).upper) index += 1;
  return index;
}

/** The value a bucket stands for: 0 for bucket 0, otherwise the geometric middle of its edges. */
export function webVitalBucketValue(name: WebVitalName, index: number): number {
  if (index === 0) return 0;
  const { lower, upper } = webVitalBucketBounds(name, index);
  return Math.sqrt(lower * upper);
}

/** A histogram as stored: bucket index (as a string, a map key) -> count. */
export type WebVitalHistogram = Record<string, number>;

/** Histograms added up (shards and days of one page and metric). */
export function mergeWebVitalHistograms(histograms: readonly (WebVitalHistogram | undefined)[]): WebVitalHistogram {
  const merged: WebVitalHistogram = {};
  for (const histogram of histograms) {
    for (const [bucket, count] of Object.entries(histogram ?? {})) merged[bucket] = (merged[bucket] ?? 0) + count;
  }
  return merged;
}

export function webVitalSampleCount(histogram: WebVitalHistogram): number {
  return Object.values(histogram).reduce((sum, count) => sum + count, 0);
}

/**
 * The `fraction` percentile (nearest rank: the value at rank ⌈fraction·n⌉ in ascending order) of
 * a histogram, as its bucket's value, or null with no samples. The exact percentile of the
 * samples lies in the same bucket.
 */
export function webVitalPercentile(name: WebVitalName, histogram: WebVitalHistogram, fraction: number): number | null {
  const total = webVitalSampleCount(histogram);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(fraction * total));
  const buckets = Object.entries(histogram)
    .map(([bucket, count]) => [Number(bucket), count] as const)
    .filter(([, count]) => count > 0)
    .sort(([first], [second]) => first - second);
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= rank) return webVitalBucketValue(name, bucket);
  }
  return null;
}

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** Google's rating of a value (web-vitals' own thresholds). */
export function webVitalRating(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_SCALES[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC day as the documents name it: `YYYY-MM-DD`. */
export function webVitalsDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first day of the dashboard's window ending today (UTC): documents from it on are read. */
export function webVitalsWindowStart(now: Date): string {
  return webVitalsDay(new Date(now.getTime() - (WEB_VITALS_WINDOW_DAYS - 1) * DAY_MS));
}

/** When a day's documents expire (the TTL field). */
export function webVitalsExpiry(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + WEB_VITALS_RETENTION_DAYS * DAY_MS);
}

/** The histogram document of a day, page and shard: `2025-06-01_startQuiz.quizId_2`. */
export function webVitalsDocumentId(day: string, page: WebVitalsPage, shard: number): string {
  return `${day}_${webVitalsPageKey(page)}_${String(shard)}`;
}

/** Most documents the dashboard's query can match: every page on every day of the window, in every shard. */
export const WEB_VITALS_MAX_DOCUMENTS = WEB_VITALS_WINDOW_DAYS * WEB_VITALS_PAGES.length * WEB_VITALS_SHARDS;

/** One metric of one page over the window. */
export interface WebVitalFigure {
  p75: number;
  samples: number;
  rating: WebVitalRating;
}

export interface WebVitalsPageFigures {
  page: string;
  metrics: Partial<Record<WebVitalName, WebVitalFigure>>;
  /** The largest sample count of its metrics: pages are listed busiest first. */
  samples: number;
}

/** What the dashboard needs of a histogram document. */
export type WebVitalsDocumentHistograms = { page: string } & Partial<Record<WebVitalName, WebVitalHistogram>>;

/**
 * Per page, the p75 and sample count of each metric over the given documents (the window's
 * shards and days merged), busiest page first, then by pattern. Pages without samples are left out.
 */
export function webVitalsFigures(documents: readonly WebVitalsDocumentHistograms[]): WebVitalsPageFigures[] {
  const byPage = new Map<string, WebVitalsDocumentHistograms[]>();
  for (const document of documents) byPage.set(document.page, [...(byPage.get(document.page) ?? []), document]);
  const pages: WebVitalsPageFigures[] = [];
  for (const [page, pageDocuments] of byPage) {
    const metrics: Partial<Record<WebVitalName, WebVitalFigure>> = {};
    for (const name of WEB_VITAL_NAMES) {
      const histogram = mergeWebVitalHistograms(pageDocuments.map((document) => document[name]));
      const p75 = webVitalPercentile(name, histogram, 0.75);
      if (p75 !== null) metrics[name] = { p75, samples: webVitalSampleCount(histogram), rating: webVitalRating(name, p75) };
    }
    const samples = Math.max(0, ...Object.values(metrics).map((figure) => figure.samples));
    if (samples > 0) pages.push({ page, metrics, samples });
  }
  return pages.sort((first, second) => second.samples - first.samples || first.page.localeCompare(second.page));
}
