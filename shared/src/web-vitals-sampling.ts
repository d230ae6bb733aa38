/**
 * Sampling of the real-user metrics (shared/src/web-vitals.ts), apart so that the web app's
 * entry, which decides whether a session reports, takes these two constants and nothing else.
 */

/**
 * Share of browser sessions (a tab's sessionStorage) that report. A tenth is plenty for a p75
 * per page and day, and keeps the writes a tenth of the page views.
 */
export const WEB_VITALS_SAMPLE_RATE = 0.1;

/**
 * Emulator builds only: a sample rate from 0 to 1 stored in localStorage under this key replaces
 * WEB_VITALS_SAMPLE_RATE (web/src/lib/web-vitals/sampling.ts); the browser test sets '1'.
 */
export const WEB_VITALS_FORCED_SAMPLE_RATE_KEY = 'quizmaster:web-vitals-sample-rate';
