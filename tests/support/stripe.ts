import Stripe from 'stripe';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';
import { siteApi } from './api';
import type { PaymentIntent } from '@quizmaster/shared/api/payments';

/** The local Stripe stand-in, as the browser (Stripe.js) or the Stripe dashboard would use it. */
export const stripeStandIn = new Stripe(STRIPE_STAND_IN.secretKey, {
  host: '127.0.0.1',
  port: STRIPE_STAND_IN.defaultPort,
  protocol: 'http',
  maxNetworkRetries: 0,
});

/** The PaymentIntent id inside a client secret (`pi_…_secret_…`). */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/**
 * Buys premium as the checkout page does: `POST /create-payment-intent`, then the card confirmed
 * straight at the stand-in (as Stripe.js would). Returns the PaymentIntent id.
 */
export async function payPremium(token: string, options: { checkoutId?: string; card?: string } = {}): Promise<string> {
  const body = { premiumPrice: 107, ...(options.checkoutId ? { checkoutId: options.checkoutId } : {}) };
  const created = await siteApi<Partial<PaymentIntent>>('POST', '/create-payment-intent', { token, body });
  if (created.status !== 200 || !created.body.clientSecret) {
    throw new Error(`create-payment-intent answered ${String(created.status)}: ${JSON.stringify(created.body)}`);
  }
  const intentId = intentIdOf(created.body.clientSecret);
  await stripeStandIn.paymentIntents.confirm(intentId, { payment_method: options.card ?? 'pm_card_visa' });
  return intentId;
}

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
