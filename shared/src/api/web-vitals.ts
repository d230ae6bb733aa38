import { webVitalsReportSchema } from '../web-vitals-report';
import { route } from './route';

/** A sampled page load's Core Web Vitals (public, sent with sendBeacon): functions/src/api/web-vitals.ts. */

export { webVitalsReportSchema, type WebVitalsReport } from '../web-vitals-report';

export interface RecordedWebVitals {
  recorded: number;
}

export const webVitalsApi = {
  report: route<RecordedWebVitals>()('POST', '/api/v1/web-vitals', { body: webVitalsReportSchema }),
};
