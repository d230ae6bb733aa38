import { describe, expect, it } from 'vitest';
import {
  isValidWebVitalValue,
  isWebVitalsPage,
  mergeWebVitalHistograms,
  WEB_VITAL_BUCKETS_PER_DECADE,
  WEB_VITAL_NAMES,
  WEB_VITAL_SCALES,
  WEB_VITALS_MAX_DOCUMENTS,
  WEB_VITALS_PAGES,
  webVitalBucket,
  webVitalBucketBounds,
  webVitalBucketCount,
  webVitalBucketValue,
  webVitalPercentile,
  webVitalRating,
  webVitalSampleCount,
  webVitalsDay,
  webVitalsDocumentId,
  webVitalsExpiry,
  webVitalsFigures,
  webVitalsPageKey,
  webVitalsPageOf,
  webVitalsWindowStart,
  type WebVitalHistogram,
  type WebVitalName,
} from './web-vitals';

/** One bucket's width as a factor: a bucket's value is within this factor of any value in it. */
const BUCKET_RATIO = 10 ** (1 / WEB_VITAL_BUCKETS_PER_DECADE);

/** A small seeded generator (mulberry32), so every run draws the same samples. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Samples as real metrics spread: log-normal around `median`, some exact zeros, capped at the max. */
function samples(name: WebVitalName, count: number, median: number, seed: number): number[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    if (next() < 0.1) return 0;
    const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    return Math.min(WEB_VITAL_SCALES[name].max, median * Math.exp(normal * 0.8));
  });
}

/** The exact percentile by nearest rank: the value at rank ⌈fraction·n⌉ in ascending order. */
function exactPercentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.max(1, Math.ceil(fraction * sorted.length)) - 1] ?? Number.NaN;
}

function histogramOf(name: WebVitalName, values: number[]): WebVitalHistogram {
  const histogram: WebVitalHistogram = {};
  for (const value of values) {
    const bucket = String(webVitalBucket(name, value));
    histogram[bucket] = (histogram[bucket] ?? 0) + 1;
  }
  return histogram;
}

describe('the buckets', () => {
  it('cover 0 to each metric’s max in contiguous log steps', () => {
    expect(WEB_VITAL_NAMES.map((name) => webVitalBucketCount(name))).toEqual([103, 97, 89, 103]);
    for (const name of WEB_VITAL_NAMES) {
      const count = webVitalBucketCount(name);
      expect(webVitalBucketBounds(name, 0)).toEqual({ lower: 0, upper: WEB_VITAL_SCALES[name].smallest });
      for (let index = 1; index < count; index += 1) {
        const { lower, upper } = webVitalBucketBounds(name, index);
        expect(lower).toBeCloseTo(webVitalBucketBounds(name, index - 1).upper, 9);
        expect(upper / lower).toBeCloseTo(BUCKET_RATIO, 9);
      }
      expect(webVitalBucketBounds(name, count - 1).upper).toBeGreaterThanOrEqual(WEB_VITAL_SCALES[name].max);
      expect(webVitalBucketBounds(name, count - 2).upper).toBeLessThan(WEB_VITAL_SCALES[name].max);
    }
  });

  it('put every value in the bucket whose edges hold it, edges and limits included', () => {
    for (const name of WEB_VITAL_NAMES) {
      const { smallest, max } = WEB_VITAL_SCALES[name];
      const edges = Array.from({ length: webVitalBucketCount(name) }, (_unused, index) => webVitalBucketBounds(name, index).lower);
      const values = [0, smallest / 2, smallest, max, ...edges, ...edges.map((edge) => edge * (1 - 1e-12)), ...samples(name, 2000, max / 100, 7)];
      for (const value of values.filter((each) => each <= max)) {
        const bucket = webVitalBucket(name, value);
        const { lower, upper } = webVitalBucketBounds(name, bucket);
        expect(value, `${name} ${String(value)} in bucket ${String(bucket)}`).toBeGreaterThanOrEqual(lower);
        expect(value < upper || bucket === webVitalBucketCount(name) - 1, `${name} ${String(value)} below ${String(upper)}`).toBe(true);
      }
    }
  });

  it('stand for a value inside them, within 6% of any value in them', () => {
    expect(webVitalBucketValue('CLS', 0)).toBe(0);
    for (const name of WEB_VITAL_NAMES) {
      for (let index = 1; index < webVitalBucketCount(name); index += 1) {
        const { lower, upper } = webVitalBucketBounds(name, index);
        const value = webVitalBucketValue(name, index);
        expect(value).toBeGreaterThan(lower);
        expect(value).toBeLessThan(upper);
        expect(Math.max(value / lower, upper / value)).toBeLessThan(1.06);
      }
    }
  });
});

describe('webVitalPercentile', () => {
  it.each([
    ['LCP', 2200, 1],
    ['INP', 150, 2],
    ['CLS', 0.08, 3],
    ['TTFB', 600, 4],
    ['LCP', 30_000, 5],
  ] as const)('the p75 of %s samples around %s is the exact p75 to within its bucket', (name, median, seed) => {
    for (const count of [1, 2, 3, 10, 101, 5000]) {
      const values = samples(name, count, median, seed * 1000 + count);
      const exact = exactPercentile(values, 0.75);
      const estimate = webVitalPercentile(name, histogramOf(name, values), 0.75);
      // The same bucket as the exact percentile…
      expect(webVitalBucket(name, estimate ?? Number.NaN), `${name} n=${String(count)}: ${String(estimate)} vs ${String(exact)}`).toBe(webVitalBucket(name, exact));
      // …so within a bucket's width of it (0 for values below the first edge).
      if (exact >= WEB_VITAL_SCALES[name].smallest) {
        expect(Math.max((estimate ?? 0) / exact, exact / (estimate ?? 1))).toBeLessThan(BUCKET_RATIO);
      } else {
        expect(estimate).toBe(0);
      }
    }
  });

  it('is the same from shards merged as from one histogram', () => {
    const values = samples('LCP', 900, 1800, 11);
    const shards = [0, 1, 2, 3].map((shard) => histogramOf('LCP', values.filter((_value, index) => index % 4 === shard)));
    expect(webVitalPercentile('LCP', mergeWebVitalHistograms(shards), 0.75)).toBe(webVitalPercentile('LCP', histogramOf('LCP', values), 0.75));
  });

  it('takes the nearest rank: 4 samples, p75 is the third', () => {
    const values = [100, 200, 400, 800];
    expect(webVitalBucket('INP', webVitalPercentile('INP', histogramOf('INP', values), 0.75) ?? 0)).toBe(webVitalBucket('INP', 400));
  });

  it('is null without samples, empty buckets ignored', () => {
    expect(webVitalPercentile('LCP', {}, 0.75)).toBeNull();
    expect(webVitalPercentile('LCP', { '40': 0 }, 0.75)).toBeNull();
  });
});

describe('mergeWebVitalHistograms and webVitalSampleCount', () => {
  it('add bucket by bucket, missing histograms counting nothing', () => {
    const merged = mergeWebVitalHistograms([{ '0': 1, '40': 2 }, undefined, { '40': 3, '41': 1 }]);
    expect(merged).toEqual({ '0': 1, '40': 5, '41': 1 });
    expect(webVitalSampleCount(merged)).toBe(7);
  });
});

describe('validation limits', () => {
  it('accept 0 to the max, finite, of each metric', () => {
    for (const name of WEB_VITAL_NAMES) {
      const { max } = WEB_VITAL_SCALES[name];
      expect([0, max / 2, max].map((value) => isValidWebVitalValue(name, value))).toEqual([true, true, true]);
      expect([-0.001, max * 1.001, Number.NaN, Number.POSITIVE_INFINITY].map((value) => isValidWebVitalValue(name, value))).toEqual([false, false, false, false]);
    }
  });
});

describe('webVitalRating', () => {
  it("uses Google's thresholds: good up to `good`, poor above `poor`", () => {
    expect(['LCP', 'INP', 'CLS', 'TTFB'].map((name) => WEB_VITAL_SCALES[name as WebVitalName])).toMatchObject([
      { good: 2500, poor: 4000 },
      { good: 200, poor: 500 },
      { good: 0.1, poor: 0.25 },
      { good: 800, poor: 1800 },
    ]);
    expect([2500, 2501, 4000, 4001].map((value) => webVitalRating('LCP', value))).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
    expect([0, 0.1, 0.11, 0.26].map((value) => webVitalRating('CLS', value))).toEqual(['good', 'good', 'needs-improvement', 'poor']);
  });
});

describe('pages', () => {
  it('have distinct document keys made of id-safe characters', () => {
    const keys = WEB_VITALS_PAGES.map((page) => webVitalsPageKey(page));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[\w.-]+$/);
    expect(webVitalsPageKey('/startQuiz/:quizId')).toBe('startQuiz.quizId');
    expect(webVitalsPageKey('/')).toBe('root');
  });

  it('are route patterns, never URLs', () => {
    expect(isWebVitalsPage('/startQuiz/:quizId')).toBe(true);
    for (const url of ['/startQuiz/world-capitals', '/quizzes?type=paid', 'https://example.com/', '', '/Quizzes']) expect(isWebVitalsPage(url)).toBe(false);
  });
});

describe('webVitalsPageOf', () => {
  it('names the page of a path by its pattern, never its ids', () => {
    expect(webVitalsPageOf('/')).toBe('/');
    expect(webVitalsPageOf('/startQuiz/world-capitals')).toBe('/startQuiz/:quizId');
    expect(webVitalsPageOf('/review/q1/uid-2')).toBe('/review/:quizId/:attemptId');
    expect(webVitalsPageOf('/dashboard/quizDetails/abc')).toBe('/dashboard/quizDetails/:quizId');
    expect(webVitalsPageOf('/dashboard/users')).toBe('/dashboard/users');
    expect(webVitalsPageOf('/profile/important_links')).toBe('/profile/important_links');
  });

  it('matches as the router does: static segments in any case, a trailing slash ignored', () => {
    expect(webVitalsPageOf('/Quizzes')).toBe('/quizzes');
    expect(webVitalsPageOf('/dashboard/')).toBe('/dashboard');
    expect(webVitalsPageOf('/STARTQUIZ/Some-Id')).toBe('/startQuiz/:quizId');
  });

  it('names anything else the not-found page', () => {
    for (const path of ['/nope', '/startQuiz', '/startQuiz/a/b', '/dashboard/nothing', '/user', '/quizzes/extra']) expect(webVitalsPageOf(path), path).toBe('*');
  });

  it('gives every known pattern back for a path of its shape', () => {
    for (const page of WEB_VITALS_PAGES.filter((each) => each !== '*')) expect(webVitalsPageOf(page.replace(/:\w+/g, 'x-1'))).toBe(page);
  });
});

describe('days and documents', () => {
  it('name UTC days, and the window is the last 7 of them, today included', () => {
    const now = new Date('2026-03-07T23:30:00-05:00');
    expect(webVitalsDay(now)).toBe('2026-03-08');
    expect(webVitalsWindowStart(now)).toBe('2026-03-02');
    expect(webVitalsWindowStart(new Date('2026-03-01T00:00:00Z'))).toBe('2026-02-23');
    expect(webVitalsExpiry('2026-03-08').toISOString()).toBe('2026-04-07T00:00:00.000Z');
    expect(webVitalsDocumentId('2026-03-08', '/dashboard/quizDetails/:quizId', 3)).toBe('2026-03-08_dashboard.quizDetails.quizId_3');
  });

  it('the dashboard reads at most 7 days × pages × shards documents', () => {
    expect(WEB_VITALS_MAX_DOCUMENTS).toBe(7 * WEB_VITALS_PAGES.length * 4);
  });
});

describe('webVitalsFigures', () => {
  it('merges the shards and days of each page, rates each p75 and lists the busiest page first', () => {
    // LCP and TTFB share their buckets (both from 1 ms).
    const ms = (value: number, count: number) => ({ [String(webVitalBucket('LCP', value))]: count });
    const figures = webVitalsFigures([
      { page: '/quizzes', LCP: ms(1000, 2) },
      { page: '/', LCP: ms(1000, 1), CLS: { '0': 4 } },
      { page: '/', LCP: ms(5000, 3), TTFB: ms(300, 4) },
      { page: '/login' },
    ]);
    expect(figures.map((figure) => [figure.page, figure.samples])).toEqual([
      ['/', 4],
      ['/quizzes', 2],
    ]);
    const home = figures[0]?.metrics;
    expect(home?.LCP).toMatchObject({ samples: 4, rating: 'poor' });
    expect(home?.LCP?.p75).toBeCloseTo(5000, -3);
    expect(home?.CLS).toEqual({ p75: 0, samples: 4, rating: 'good' });
    expect(home?.TTFB?.samples).toBe(4);
    expect(home?.INP).toBeUndefined();
  });
});
