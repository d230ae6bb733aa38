/**
 * Cloud Functions entry point: declarations only. Handlers load lazily so that a cold
 * start pays only for the function that runs.
 */
import { setGlobalOptions } from 'firebase-functions/options';
import { onRequest } from 'firebase-functions/https';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/** The HTTP API: /api/v1/** (and, in later issues, the payment endpoints), behind hosting rewrites. */
export const api = onRequest({ invoker: 'public' }, async (request, response) => {
  const { apiApp } = await import('./api/app');
  apiApp(request, response);
});
