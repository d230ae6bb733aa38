import { Router } from 'express';
import { webVitalsApi } from '@quizmaster/shared/api/web-vitals';
import { recordWebVitals } from '../services/web-vitals';
import { endpoint } from './endpoint';

/**
 * POST /api/v1/web-vitals: a sampled browser session's Core Web Vitals of one page load
 * (ADR 0025; docs/API.md). Public: visitors are measured too, and the browser sends it
 * with navigator.sendBeacon, which carries no token. Bounded: at most WEB_VITALS_BATCH_MAX
 * metrics of known names, values and pages, a rate limit per client address, and only bucket
 * counters are written.
 */
export const webVitalsRouter = Router();

webVitalsRouter.post(
  '/web-vitals',
  endpoint({
    route: webVitalsApi.report,
    access: 'public',
    handle: ({ body, clientAddress }) => recordWebVitals(body, { address: clientAddress }),
  }),
);
