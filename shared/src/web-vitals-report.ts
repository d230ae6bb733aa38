import { z } from 'zod';
import {
  WEB_VITAL_NAMES,
  WEB_VITAL_SCALES,
  WEB_VITALS_BATCH_MAX,
  WEB_VITALS_NAVIGATION_TYPES,
  WEB_VITALS_PAGES,
} from './web-vitals';

/**
 * The body of POST /api/v1/web-vitals (docs/API.md): one page load's metrics, as the browser's
 * reporter sends them. Anyone may send one, so nothing in it is believed beyond these checks;
 * the server picks the day (its own clock) and the shard. Full zod (the API's), kept apart from
 * web-vitals.ts so that the browser's reporter does not download it.
 */
export const webVitalSchema = z
  .object({
    name: z.enum(WEB_VITAL_NAMES),
    value: z.number().min(0, 'Expected a measurement of 0 or more'),
    navigationType: z.enum(WEB_VITALS_NAVIGATION_TYPES).optional(),
  })
  .superRefine((metric, context) => {
    const { max, unit } = WEB_VITAL_SCALES[metric.name];
    if (metric.value > max) {
      context.addIssue({ code: 'custom', path: ['value'], message: `At most ${String(max)}${unit === 'ms' ? ' ms' : ''} for ${metric.name}` });
    }
  });

export const webVitalsReportSchema = z.object({
  page: z.enum(WEB_VITALS_PAGES, { error: 'Expected a route pattern of the app, such as /startQuiz/:quizId' }),
  metrics: z
    .array(webVitalSchema)
    .min(1, 'Expected at least one metric')
    .max(WEB_VITALS_BATCH_MAX, `At most ${String(WEB_VITALS_BATCH_MAX)} metrics per report`),
});
export type WebVitalsReport = z.output<typeof webVitalsReportSchema>;
