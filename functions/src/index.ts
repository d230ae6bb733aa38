/**
 * Cloud Functions entry point: declarations only. Handlers load lazily so that a cold
 * start pays only for the function that runs.
 */
import { setGlobalOptions } from 'firebase-functions/options';
import { onRequest } from 'firebase-functions/https';
import { stripeSecretKey, stripeWebhookSecret } from './config';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/** The HTTP API: /api/v1/**, /create-payment-intent, /refund-payment-intent and /stripe/webhook, behind hosting rewrites. */
export const api = onRequest({ invoker: 'public', secrets: [stripeSecretKey, stripeWebhookSecret] }, async (request, response) => {
  const { apiApp } = await import('./api/app');
  apiApp(request, response);
});
