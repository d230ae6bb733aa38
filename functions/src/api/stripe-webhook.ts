import { Router, type Request, type Response } from 'express';
import type Stripe from 'stripe';
import type { WebhookReceipt } from '@quizmaster/shared/api/payments';
import { fulfilPremiumPayment } from '../services/payments';
import { recordDispute, recordStripeRefund } from '../services/refunds';
import { stripe, webhookSecret } from '../stripe/client';
import { HttpError } from '../domain/errors';
import { logs } from '../logs';
import { sendError } from './errors';

/** POST /stripe/webhook: Stripe's events, signature-checked on the raw body. */
export const stripeWebhookRouter = Router();

/** The events we act on; Stripe may send others, which are acknowledged and ignored. */
const handlers: Partial<Record<Stripe.Event['type'], (event: Stripe.Event) => Promise<string>>> = {
  'payment_intent.succeeded': async (event) => {
    const intent = event.data.object as Stripe.PaymentIntent;
    const { created } = await fulfilPremiumPayment(intent.id);
    return created ? 'payment recorded' : 'payment already recorded';
  },
  'charge.refunded': async (event) => recordStripeRefund(event.data.object as Stripe.Charge),
  // Chargebacks: premium is suspended while one is open or lost (see recordDispute).
  'charge.dispute.created': async (event) => recordDispute(event.data.object as Stripe.Dispute),
  'charge.dispute.updated': async (event) => recordDispute(event.data.object as Stripe.Dispute),
  'charge.dispute.closed': async (event) => recordDispute(event.data.object as Stripe.Dispute),
};

stripeWebhookRouter.post('/stripe/webhook', async (request: Request, response: Response) => {
  const rawBody: unknown = (request as { rawBody?: unknown }).rawBody;
  const signature = request.headers['stripe-signature'];
  let event: Stripe.Event;
  // Outside the signature check: a configuration problem must be a 5xx (Stripe retries), not a 400.
  const client = stripe();
  const secret = webhookSecret();
  try {
    if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string') throw new Error('missing body or signature');
    event = client.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    logs.webhookRejected({ reason: error instanceof Error ? error.message : String(error) });
    sendError(response, 400, 'invalid-signature', 'The Stripe-Signature header does not match this body.');
    return;
  }
  const handle = handlers[event.type];
  const named = { eventId: event.id, type: event.type };
  if (!handle) {
    logs.webhookIgnored(named);
    response.json({ received: true, ignored: event.type } satisfies WebhookReceipt);
    return;
  }
  try {
    const outcome = await handle(event);
    logs.webhookProcessed({ ...named, outcome });
    response.json({ received: true, outcome } satisfies WebhookReceipt);
  } catch (error) {
    // A payment that can never qualify (not ours, not succeeded) is acknowledged, not retried.
    if (error instanceof HttpError && error.status < 500) {
      logs.webhookRefused({ ...named, reason: error.message });
      response.json({ received: true, outcome: `refused: ${error.message}` } satisfies WebhookReceipt);
      return;
    }
    // Anything else is answered 5xx, so Stripe retries the event later.
    logs.webhookFailed(named, error);
    sendError(response, 500, 'internal', 'The event could not be processed; Stripe will retry it.');
  }
});
