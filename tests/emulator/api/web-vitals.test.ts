/**
 * POST /api/v1/web-vitals (ADR 0025): a browser's Core Web Vitals of one page load,
 * stored as bucket counters of histogram documents per UTC day, page and shard. A valid report
 * is counted exactly; every bad field is a 400 naming it that writes nothing; one client
 * address is rate-limited (429); reports at once keep the counts exact; and the p75 read back
 * from the stored histograms is the exact p75 of what was sent, to within one bucket.
 *
 * Calls present their client address in X-Forwarded-For, as Google's front end appends it (see
 * rate-limits.test.ts); calls without one are local traffic, not limited on the emulators.
 */
import { describe, expect, it } from 'vitest';
import { collections, paths } from '@quizmaster/shared/paths';
import { webVitalsShardSchema } from '@quizmaster/shared/models/web-vitals';
import {
  WEB_VITAL_BUCKETS_PER_DECADE,
  WEB_VITAL_SCALES,
  WEB_VITALS_BATCH_MAX,
  WEB_VITALS_RATE_LIMIT,
  WEB_VITALS_SHARDS,
  mergeWebVitalHistograms,
  webVitalBucket,
  webVitalPercentile,
  webVitalSampleCount,
  webVitalsDay,
  webVitalsFigures,
  type WebVitalHistogram,
  type WebVitalName,
  type WebVitalsPage,
} from '@quizmaster/shared/web-vitals';
import { addressKey } from '@quizmaster/functions/api/client-address';
import { recordWebVitals, webVitalsCollection, webVitalsRateLimitCounterId } from '@quizmaster/functions/services/web-vitals';
import { appUrl } from '../../support/urls';
import { warmUpFunctionWorkers } from '../reliability/function-workers';
import { useDemoData } from './fixture';

const { admin, tokens } = useDemoData('web-vitals');

interface Answer {
  status: number;
  body: { error?: string; message?: string; recorded?: number; fields?: { field: string; message: string }[]; limit?: unknown };
  retryAfter: string | null;
}

/** POST /api/v1/web-vitals through the Hosting emulator, as a browser's beacon arrives. */
async function report(body: unknown, options: { forwardedFor?: string; token?: string; raw?: string } = {}): Promise<Answer> {
  const response = await fetch(`${appUrl}/api/v1/web-vitals`, {
    method: 'POST',
    headers: {
      'content-type': options.raw === undefined ? 'application/json' : 'text/plain',
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { message: text };
  }
  return { status: response.status, body: parsed, retryAfter: response.headers.get('retry-after') };
}

/** Every histogram document (a test may read the whole collection; the app never does). */
async function storedDocuments() {
  const snapshot = await webVitalsCollection(admin.firestore).get();
  return snapshot.docs.map((document) => ({ id: document.id, ...document.data() }));
}

/** One metric's histogram of one page, all shards and days merged. */
async function storedHistogram(page: WebVitalsPage, name: WebVitalName): Promise<WebVitalHistogram> {
  return mergeWebVitalHistograms((await storedDocuments()).filter((document) => document.page === page).map((document) => document[name]));
}

function histogramOf(name: WebVitalName, values: number[]): WebVitalHistogram {
  const histogram: WebVitalHistogram = {};
  for (const value of values) histogram[String(webVitalBucket(name, value))] = (histogram[String(webVitalBucket(name, value))] ?? 0) + 1;
  return histogram;
}

const valid = {
  page: '/startQuiz/:quizId',
  metrics: [
    { name: 'LCP', value: 1834.2, navigationType: 'navigate' },
    { name: 'INP', value: 112 },
    { name: 'CLS', value: 0.031 },
    { name: 'TTFB', value: 240.7 },
  ],
};

describe('a valid report', () => {
  it("is counted in one shard of today's document of its page, one bucket per metric, and nothing else is stored", async () => {
    const before = Date.now();
    const answer = await report(valid, { forwardedFor: '203.0.113.50' });
    expect(answer).toHaveStatus(200);
    expect(answer.body).toEqual({ recorded: 4 });

    const documents = await storedDocuments();
    expect(documents).toHaveLength(1);
    const [stored] = documents;
    const day = webVitalsDay(new Date(before));
    expect(stored?.id).toMatch(new RegExp(`^${day}_startQuiz\\.quizId_[0-${String(WEB_VITALS_SHARDS - 1)}]$`));
    expect(stored).toMatchObject({
      day,
      page: '/startQuiz/:quizId',
      LCP: { [String(webVitalBucket('LCP', 1834.2))]: 1 },
      INP: { [String(webVitalBucket('INP', 112))]: 1 },
      CLS: { [String(webVitalBucket('CLS', 0.031))]: 1 },
      TTFB: { [String(webVitalBucket('TTFB', 240.7))]: 1 },
    });
    // Kept 30 days (the TTL policy's field), and readable by the model the dashboard reads with.
    expect(stored?.expiresAt.toISOString()).toBe(new Date(Date.parse(`${day}T00:00:00Z`) + 30 * 86_400_000).toISOString());
    const raw = (await admin.firestore.collection('webVitals').get()).docs.map((document) => document.data());
    expect(raw.map((data) => Object.keys(data).sort())).toEqual([['CLS', 'INP', 'LCP', 'TTFB', 'day', 'expiresAt', 'page', 'shard']]);
    expect(() => webVitalsShardSchema.parse(raw[0])).not.toThrow();
  });

  it('is accepted from visitors and players alike: a token, even a bad one, changes nothing', async () => {
    expect(await report({ page: '/', metrics: [{ name: 'TTFB', value: 10 }] }, { token: tokens.player })).toHaveStatus(200);
    expect(await report({ page: '/', metrics: [{ name: 'TTFB', value: 20 }] }, { token: 'not-a-token' })).toHaveStatus(200);
    expect(await report({ page: '/', metrics: [{ name: 'TTFB', value: 30 }] })).toHaveStatus(200);
    expect(webVitalSampleCount(await storedHistogram('/', 'TTFB'))).toBe(3);
  });

  it('sent as text (a beacon without a JSON type) is read the same', async () => {
    const answer = await report(undefined, { raw: JSON.stringify({ page: '/quizzes', metrics: [{ name: 'CLS', value: 0 }, { name: 'CLS', value: 0 }] }) });
    expect(answer).toHaveStatus(200);
    // Two values in one bucket of one report: both counted.
    expect(await storedHistogram('/quizzes', 'CLS')).toEqual({ '0': 2 });
  });
});

describe('an invalid report', () => {
  const address = '203.0.113.51';
  it.each([
    ['a raw URL as the page', { ...valid, page: '/startQuiz/world-capitals' }, 'page'],
    ['a URL with a query as the page', { ...valid, page: '/quizzes?type=paid' }, 'page'],
    ['no page', { metrics: valid.metrics }, 'page'],
    ['no metrics', { page: '/' }, 'metrics'],
    ['an empty batch', { page: '/', metrics: [] }, 'metrics'],
    [`a batch of ${String(WEB_VITALS_BATCH_MAX + 1)}`, { page: '/', metrics: Array.from({ length: WEB_VITALS_BATCH_MAX + 1 }, () => ({ name: 'TTFB', value: 5 })) }, 'metrics'],
    ['metrics that are not a list', { page: '/', metrics: { name: 'LCP', value: 5 } }, 'metrics'],
    ['an unknown metric', { page: '/', metrics: [{ name: 'FID', value: 5 }] }, 'metrics.0.name'],
    ['a negative value', { page: '/', metrics: [{ name: 'TTFB', value: 5 }, { name: 'INP', value: -1 }] }, 'metrics.1.value'],
    ['an LCP over two minutes', { page: '/', metrics: [{ name: 'LCP', value: WEB_VITAL_SCALES.LCP.max + 1 }] }, 'metrics.0.value'],
    ['a CLS over its max', { page: '/', metrics: [{ name: 'CLS', value: WEB_VITAL_SCALES.CLS.max + 0.5 }] }, 'metrics.0.value'],
    ['a value as text', { page: '/', metrics: [{ name: 'LCP', value: '1200' }] }, 'metrics.0.value'],
    ['no value', { page: '/', metrics: [{ name: 'LCP' }] }, 'metrics.0.value'],
    ['an unknown navigation type', { page: '/', metrics: [{ name: 'LCP', value: 5, navigationType: 'teleport' }] }, 'metrics.0.navigationType'],
    ['a list as the body', [valid], 'body'],
  ])('with %s is refused with a 400 naming the field, and writes nothing', async (_label, body, field) => {
    const answer = await report(body, { forwardedFor: address });
    expect(answer).toHaveStatus(400);
    expect(answer.body.error).toBe('invalid-argument');
    expect(answer.body.fields?.map((each) => each.field)).toEqual([field]);
    expect(answer.body.message).toContain(`${field}: `);
    expect(await storedDocuments()).toEqual([]);
    // Not even its rate-limit counter: a refused report costs nothing.
    expect((await admin.firestore.collection(collections.rateLimits).get()).size).toBe(0);
  });

  it('that is not JSON at all is a 400 invalid-body, and writes nothing', async () => {
    const answer = await report(undefined, { raw: 'LCP=1200', forwardedFor: address });
    expect(answer).toHaveStatus(400);
    expect(answer.body.error).toBe('invalid-body');
    expect(await storedDocuments()).toEqual([]);
  });
});

/** Waits for the next minute if this one ends within 10 s, so a test's calls fall in one window. */
async function roomInMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('the rate limit per client address', () => {
  const { max, windowSeconds } = WEB_VITALS_RATE_LIMIT;

  it(`answers report ${String(max + 1)} of one address within a minute with 429, Retry-After and the JSON error, and counts nothing of it`, async () => {
    const address = '203.0.113.61';
    await roomInMinute();
    const start = Math.floor(Date.now() / 60_000) * 60_000;
    // As if max - 2 reports had come from this address already this minute.
    await admin.firestore.doc(paths.rateLimit(webVitalsRateLimitCounterId(addressKey(address), start))).set({ count: max - 2, expiresAt: new Date(start + 60_000) });
    const one = { page: '/pricing', metrics: [{ name: 'TTFB', value: 50 }] };
    expect(await report(one, { forwardedFor: address })).toHaveStatus(200);
    // What the client writes before the front end's entry does not change its address.
    expect(await report(one, { forwardedFor: `198.51.100.1, ${address}` })).toHaveStatus(200);
    const refused = await report(one, { forwardedFor: `10.1.2.3, ${address}` });
    expect(refused).toHaveStatus(429);
    expect(refused.body).toMatchObject({
      error: 'rate-limited',
      message: expect.stringMatching(/^Too many metric reports from your network: try again in \d+ seconds?\.$/) as unknown,
      limit: { per: 'address', max, windowSeconds },
    });
    const retryAfter = Number(refused.retryAfter);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= windowSeconds, `Retry-After: ${String(refused.retryAfter)}`).toBe(true);
    expect(webVitalSampleCount(await storedHistogram('/pricing', 'TTFB'))).toBe(2);
    // Another address is not limited by this one.
    expect(await report(one, { forwardedFor: '198.51.100.62' })).toHaveStatus(200);
  });

  it(`lets exactly ${String(max)} reports of one address through in a minute, in bursts, and counts exactly those`, async () => {
    // The service behind the endpoint, in this process, all at one moment (so in one window):
    // waves of 15 reports at once. Each call reads the counter after its own increment, and a
    // wave's reads see at most its own increments on top of the earlier waves': the 8 waves up
    // to the limit pass whole, the later ones are refused whole.
    const now = new Date();
    const wave = 15;
    const waves = max / wave + 2;
    const outcomes: PromiseSettledResult<unknown>[] = [];
    for (let index = 0; index < waves; index += 1) {
      outcomes.push(
        ...(await Promise.allSettled(
          Array.from({ length: wave }, (_unused, call) =>
            recordWebVitals({ page: '/login', metrics: [{ name: 'INP', value: 40 + index * wave + call }] }, { address: addressKey('203.0.113.70'), now }),
          ),
        )),
      );
    }
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [(outcome.reason as { status?: number }).status] : []));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(max);
    expect(refusals).toEqual(Array.from({ length: 2 * wave }, () => 429));
    expect(webVitalSampleCount(await storedHistogram('/login', 'INP'))).toBe(max);
  });
});

describe('reports at the same time', () => {
  it('through the API: every metric of every report is counted, exactly, in at most one document per shard', { timeout: 120_000 }, async () => {
    const reports = 24;
    await warmUpFunctionWorkers(reports, '/api/v1/health', [''], 12);
    const lcp = Array.from({ length: reports }, (_unused, index) => 800 + index * 97.5);
    const answers = await Promise.all(
      lcp.map((value, index) =>
        report({
          page: '/dashboard/quizDetails/:quizId',
          metrics: [
            { name: 'LCP', value },
            { name: 'TTFB', value: 100 + index },
            { name: 'CLS', value: 0 },
          ],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: reports }, () => 200));
    const documents = (await storedDocuments()).filter((document) => document.page === '/dashboard/quizDetails/:quizId');
    expect(documents.length).toBeLessThanOrEqual(WEB_VITALS_SHARDS);
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    expect(await storedHistogram('/dashboard/quizDetails/:quizId', 'LCP')).toEqual(histogramOf('LCP', lcp));
    expect(await storedHistogram('/dashboard/quizDetails/:quizId', 'CLS')).toEqual({ '0': reports });
    expect(webVitalSampleCount(await storedHistogram('/dashboard/quizDetails/:quizId', 'TTFB'))).toBe(reports);
  });

  it('in this process, 400 at once without an address: all counted, spread over the shards', async () => {
    const now = new Date();
    await Promise.all(Array.from({ length: 400 }, (_unused, index) => recordWebVitals({ page: '/profile', metrics: [{ name: 'TTFB', value: index }] }, { address: null, now })));
    const documents = (await storedDocuments()).filter((document) => document.page === '/profile');
    expect(documents.map((document) => document.shard).sort()).toEqual(Array.from({ length: WEB_VITALS_SHARDS }, (_unused, shard) => shard));
    expect(await storedHistogram('/profile', 'TTFB')).toEqual(histogramOf('TTFB', Array.from({ length: 400 }, (_unused, index) => index)));
  });
});

describe('the p75 from the stored histograms', () => {
  it('is the exact p75 of the values sent, to within one bucket, per page and metric', { timeout: 60_000 }, async () => {
    // 100 LCPs from 1 s to about 11 s, sent in reports of 10, and 30 INPs of another page.
    const lcp = Array.from({ length: 100 }, (_unused, index) => 1000 * 1.025 ** index);
    const inp = Array.from({ length: 30 }, (_unused, index) => 16 * (index + 1));
    for (let start = 0; start < lcp.length; start += WEB_VITALS_BATCH_MAX) {
      const answer = await report({ page: '/quizzes', metrics: lcp.slice(start, start + WEB_VITALS_BATCH_MAX).map((value) => ({ name: 'LCP', value })) });
      expect(answer).toHaveStatus(200);
    }
    for (let start = 0; start < inp.length; start += WEB_VITALS_BATCH_MAX) {
      expect(await report({ page: '/', metrics: inp.slice(start, start + WEB_VITALS_BATCH_MAX).map((value) => ({ name: 'INP', value })) })).toHaveStatus(200);
    }
    const exactP75 = (values: number[]) => [...values].sort((first, second) => first - second)[Math.ceil(0.75 * values.length) - 1] ?? Number.NaN;
    const ratio = 10 ** (1 / WEB_VITAL_BUCKETS_PER_DECADE);

    const figures = webVitalsFigures(await storedDocuments());
    expect(figures.map((figure) => [figure.page, figure.samples])).toEqual([
      ['/quizzes', 100],
      ['/', 30],
    ]);
    for (const [page, name, values] of [
      ['/quizzes', 'LCP', lcp],
      ['/', 'INP', inp],
    ] as const) {
      const figure = figures.find((each) => each.page === page)?.metrics[name];
      const exact = exactP75(values);
      expect(figure?.samples).toBe(values.length);
      expect(webVitalBucket(name, figure?.p75 ?? 0), `${page} ${name}: ${String(figure?.p75)} vs ${String(exact)}`).toBe(webVitalBucket(name, exact));
      expect(Math.max((figure?.p75 ?? 0) / exact, exact / (figure?.p75 ?? 1))).toBeLessThan(ratio);
      expect(webVitalPercentile(name, await storedHistogram(page, name), 0.75)).toBe(figure?.p75);
    }
    // LCP p75 ≈ 1000 × 1.025^74 ≈ 6.2 s: poor; INP p75 = 368 ms: needs improvement.
    expect(figures.map((figure) => Object.values(figure.metrics).map((metric) => metric.rating))).toEqual([['poor'], ['needs-improvement']]);
  });
});
