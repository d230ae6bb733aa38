import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import type { webVitalsApi } from '@quizmaster/shared/api/web-vitals';
import { WEB_VITALS_READY_MARK, webVitalsPageOf } from '@quizmaster/shared/web-vitals';
import { createReportQueue } from './report-queue';

const ENDPOINT = '/api/v1/web-vitals' satisfies (typeof webVitalsApi)['report']['pattern'];

/**
 * Sends one report. sendBeacon survives the page being closed or left, which is when reports
 * go; when the browser refuses it (its queue full), a keepalive fetch does the same.
 */
function sendReport(body: string): void {
  if (navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  fetch(ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

/**
 * Measures LCP, INP, CLS and TTFB of this page load (web-vitals reads what the browser buffered
 * before it loaded) and sends them when the page is hidden or left. A page load's figures belong
 * to the page it opened (`pathname`, as its route pattern), as the Chrome UX Report counts them;
 * a page restored from the back/forward cache counts as a new load of the page it shows.
 */
export function reportWebVitals(pathname: string): void {
  let page = webVitalsPageOf(pathname);
  const queue = createReportQueue(sendReport);
  const collect = (metric: { id: string; name: string; value: number; navigationType?: string }) => queue.add(page, metric);
  // Every change, not only the final values: the queue keeps the latest per metric and sends at
  // hiding anyway. Without it, an interaction shortly before leaving is lost: web-vitals
  // processes INP's entries in an idle callback, which the hiding runs only after INP's final
  // report (an empty one) has gone.
  const options = { reportAllChanges: true };
  onLCP(collect, options);
  onINP(collect, options);
  onCLS(collect, options);
  onTTFB(collect, options);
  // On the document, after web-vitals' own listeners (window, capture phase): the CLS and INP
  // it reports as the page hides are queued before this flush. pagehide covers browsers that
  // leave a page without a visibilitychange.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  addEventListener('pagehide', () => queue.flush());
  addEventListener('pageshow', (event) => {
    if (event.persisted) page = webVitalsPageOf(window.location.pathname);
  });
  performance.mark(WEB_VITALS_READY_MARK);
}
