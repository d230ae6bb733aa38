/**
 * Cloud Functions entry point: declarations only. Handlers load lazily so that a cold
 * start pays only for the function that runs.
 */
import { setGlobalOptions } from 'firebase-functions/options';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { smtpPassword, stripeSecretKey, stripeWebhookSecret } from './config';

// Capacity (docs/decisions/0013-sharded-counters.md "Capacity plan"): 80 requests per instance and up to 200
// instances hold 16,000 requests in flight, enough for 10,000 players submitting one quiz at once
// (concurrency above 1 needs a whole CPU).
setGlobalOptions({ region: 'us-central1', cpu: 1, concurrency: 80, maxInstances: 200 });

/** The HTTP API: /api/v1/**, /create-payment-intent, /refund-payment-intent and /stripe/webhook, behind hosting rewrites. */
// Both send notification e-mails, so both are given the SMTP password.
export const api = onRequest({ invoker: 'public', secrets: [stripeSecretKey, stripeWebhookSecret, smtpPassword] }, async (request, response) => {
  const { apiApp } = await import('./api/app');
  apiApp(request, response);
});

/**
 * /quizzes with the catalogue's first row in its HTML (quizzes-page/), behind a hosting rewrite:
 * the first cover, the page's largest paint, no longer waits for the app's modules.
 */
export const quizzesPage = onRequest({ invoker: 'public' }, async (request, response) => {
  const { serveQuizzesPage } = await import('./quizzes-page/serve');
  await serveQuizzesPage(request, response);
});

/**
 * Daily: premium ending in 14 days gets its reminder, premium that has ended its notice (each once
 * per period end, so a rerun notifies nobody twice). The work is `runPremiumReminders(now)`,
 * which the emulator tests call directly.
 */
export const premiumReminders = onSchedule({ schedule: 'every day 08:00', timeZone: 'UTC', secrets: [smtpPassword] }, async (event) => {
  const { runPremiumReminders } = await import('./services/premium-reminders');
  const scheduled = new Date(event.scheduleTime);
  const result = await runPremiumReminders(Number.isNaN(scheduled.getTime()) ? new Date() : scheduled);
  console.log(`Premium reminders: ${String(result.reminded)} ending, ${String(result.ended)} ended.`);
});
