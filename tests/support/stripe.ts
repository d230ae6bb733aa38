import Stripe from 'stripe';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';

/** The local Stripe stand-in, as the browser (Stripe.js) or the Stripe dashboard would use it. */
export const stripeStandIn = new Stripe(STRIPE_STAND_IN.secretKey, {
  host: '127.0.0.1',
  port: STRIPE_STAND_IN.defaultPort,
  protocol: 'http',
  maxNetworkRetries: 0,
});

/** The PaymentIntent id inside a client secret (`pi_…_secret_…`). */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** Signs a webhook payload the way Stripe does, with the stand-in's (or a wrong) secret. */
export function signedWebhook(event: object, secret: string = STRIPE_STAND_IN.webhookSecret) {
  const payload = JSON.stringify(event);
  return { payload, signature: stripeStandIn.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Polls until `check` stops throwing (webhooks arrive asynchronously). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
