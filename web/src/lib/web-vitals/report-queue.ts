import {
  isValidWebVitalValue,
  WEB_VITAL_NAMES,
  WEB_VITALS_BATCH_MAX,
  type WebVitalName,
  type WebVitalsPage,
} from '@quizmaster/shared/web-vitals';

/** What the queue needs of a web-vitals `Metric`. */
export interface MetricLike {
  /** Unique per metric instance (a page load, or a restore from the back/forward cache). */
  id: string;
  name: string;
  value: number;
  navigationType?: string;
}

const isWebVitalName = (name: string): name is WebVitalName => (WEB_VITAL_NAMES as readonly string[]).includes(name);

/**
 * The metrics waiting to be sent, and the sending: `add` keeps the latest value of each metric
 * instance; `flush` (the page is being hidden) sends them as POST /api/v1/web-vitals bodies of
 * at most WEB_VITALS_BATCH_MAX metrics per page. Each metric instance is sent once: CLS and INP
 * are reported again at every hiding, and counting a page load twice would weigh it double in
 * the histograms, so later values of a metric already sent are dropped. Values the API would
 * refuse (a broken measurement) are never sent.
 */
export function createReportQueue(send: (body: string) => void) {
  const pending = new Map<string, { page: WebVitalsPage; metric: MetricLike & { name: WebVitalName } }>();
  const sent = new Set<string>();
  return {
    add(page: WebVitalsPage, metric: MetricLike): void {
      if (sent.has(metric.id) || !isWebVitalName(metric.name) || !isValidWebVitalValue(metric.name, metric.value)) return;
      pending.set(metric.id, { page, metric: { ...metric, name: metric.name } });
    },
    flush(): void {
      const byPage = new Map<WebVitalsPage, (MetricLike & { name: WebVitalName })[]>();
      for (const [id, { page, metric }] of pending) {
        byPage.set(page, [...(byPage.get(page) ?? []), metric]);
        sent.add(id);
      }
      pending.clear();
      for (const [page, metrics] of byPage) {
        for (let start = 0; start < metrics.length; start += WEB_VITALS_BATCH_MAX) {
          const batch = metrics.slice(start, start + WEB_VITALS_BATCH_MAX).map(({ name, value, navigationType }) => ({ name, value, ...(navigationType ? { navigationType } : {}) }));
          send(JSON.stringify({ page, metrics: batch }));
        }
      }
    },
  };
}
