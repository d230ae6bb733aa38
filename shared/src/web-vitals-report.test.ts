import { describe, expect, it } from 'vitest';
import { WEB_VITAL_SCALES, WEB_VITALS_BATCH_MAX } from './web-vitals';
import { webVitalsReportSchema } from './web-vitals-report';

const valid = { page: '/startQuiz/:quizId', metrics: [{ name: 'LCP', value: 1234.5, navigationType: 'navigate' }, { name: 'CLS', value: 0 }] };

/** The fields a refused body's issues name, as the API's 400 lists them. */
const problems = (body: unknown) => {
  const result = webVitalsReportSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('webVitalsReportSchema', () => {
  it('accepts a page load’s metrics, dropping fields it does not know', () => {
    expect(webVitalsReportSchema.parse({ ...valid, url: 'https://example.com/startQuiz/abc', metrics: [{ ...valid.metrics[0], id: 'v5-1' }] })).toEqual({
      page: '/startQuiz/:quizId',
      metrics: [{ name: 'LCP', value: 1234.5, navigationType: 'navigate' }],
    });
  });

  it('accepts each metric up to its max, and the largest batch', () => {
    for (const [name, { max }] of Object.entries(WEB_VITAL_SCALES)) expect(problems({ page: '/', metrics: [{ name, value: max }] })).toEqual([]);
    expect(problems({ page: '/', metrics: Array.from({ length: WEB_VITALS_BATCH_MAX }, () => ({ name: 'TTFB', value: 12 })) })).toEqual([]);
  });

  it.each([
    ['a raw URL as the page', { ...valid, page: '/startQuiz/world-capitals' }, ['page']],
    ['an unknown page', { ...valid, page: '/admin' }, ['page']],
    ['no page', { metrics: valid.metrics }, ['page']],
    ['no metrics', { page: '/' }, ['metrics']],
    ['an empty batch', { page: '/', metrics: [] }, ['metrics']],
    ['a batch over the cap', { page: '/', metrics: Array.from({ length: WEB_VITALS_BATCH_MAX + 1 }, () => ({ name: 'TTFB', value: 12 })) }, ['metrics']],
    ['an unknown metric', { page: '/', metrics: [{ name: 'FID', value: 12 }] }, ['metrics.0.name']],
    ['a negative value', { page: '/', metrics: [{ name: 'TTFB', value: 12 }, { name: 'INP', value: -1 }] }, ['metrics.1.value']],
    ['a value over the max', { page: '/', metrics: [{ name: 'CLS', value: WEB_VITAL_SCALES.CLS.max + 0.01 }] }, ['metrics.0.value']],
    ['a value as text', { page: '/', metrics: [{ name: 'LCP', value: '1200' }] }, ['metrics.0.value']],
    ['an unknown navigation type', { page: '/', metrics: [{ name: 'LCP', value: 1, navigationType: 'teleport' }] }, ['metrics.0.navigationType']],
  ])('refuses %s, naming the field', (_label, body, fields) => {
    expect(problems(body)).toEqual(fields);
  });
});
