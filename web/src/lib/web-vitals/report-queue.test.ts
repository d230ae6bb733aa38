import { describe, expect, it } from 'vitest';
import { WEB_VITALS_BATCH_MAX } from '@quizmaster/shared/web-vitals';
import { createReportQueue } from './report-queue';

function queueAndSent() {
  const sent: unknown[] = [];
  const queue = createReportQueue((body) => sent.push(JSON.parse(body)));
  return { queue, sent };
}

describe('the report queue', () => {
  it('sends what was measured when flushed, once, per page', () => {
    const { queue, sent } = queueAndSent();
    queue.add('/quizzes', { id: 'a', name: 'TTFB', value: 80.5, navigationType: 'navigate' });
    queue.add('/quizzes', { id: 'b', name: 'LCP', value: 1200 });
    queue.flush();
    queue.flush();
    expect(sent).toEqual([
      {
        page: '/quizzes',
        metrics: [
          { name: 'TTFB', value: 80.5, navigationType: 'navigate' },
          { name: 'LCP', value: 1200 },
        ],
      },
    ]);
  });

  it('keeps the latest value until sent, and never sends a metric instance twice (CLS and INP report at every hiding)', () => {
    const { queue, sent } = queueAndSent();
    queue.add('/', { id: 'cls-1', name: 'CLS', value: 0.01 });
    queue.add('/', { id: 'cls-1', name: 'CLS', value: 0.02 });
    queue.flush();
    queue.add('/', { id: 'cls-1', name: 'CLS', value: 0.3 });
    // A page restored from the back/forward cache measures anew, under a new id.
    queue.add('/quizzes', { id: 'cls-2', name: 'CLS', value: 0 });
    queue.flush();
    expect(sent).toEqual([
      { page: '/', metrics: [{ name: 'CLS', value: 0.02 }] },
      { page: '/quizzes', metrics: [{ name: 'CLS', value: 0 }] },
    ]);
  });

  it('leaves out what the API would refuse: other metrics and broken values', () => {
    const { queue, sent } = queueAndSent();
    queue.add('/', { id: 'f', name: 'FCP', value: 100 });
    queue.add('/', { id: 'n', name: 'LCP', value: Number.NaN });
    queue.add('/', { id: 'm', name: 'INP', value: -3 });
    queue.add('/', { id: 'h', name: 'TTFB', value: 10 ** 9 });
    queue.flush();
    expect(sent).toEqual([]);
  });

  it(`sends at most ${String(WEB_VITALS_BATCH_MAX)} metrics per report`, () => {
    const { queue, sent } = queueAndSent();
    for (let index = 0; index < WEB_VITALS_BATCH_MAX + 3; index += 1) queue.add('/', { id: String(index), name: 'TTFB', value: index });
    queue.flush();
    expect(sent.map((body) => (body as { metrics: unknown[] }).metrics.length)).toEqual([WEB_VITALS_BATCH_MAX, 3]);
  });
});
