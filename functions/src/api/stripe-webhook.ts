import { Router, type Request, type Response } from 'express';
import type Stripe from 'stripe';
import { fulfilPremiumPayment, recordDispute, recordStripeRefund } from '../services/payments';
import { stripe, webhookSecret } from '../stripe/client';
import { HttpError } from '../domain/errors';
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
  } catch {
    sendError(response, 400, 'invalid-signature', 'The Stripe-Signature header does not match this body.');
    return;
  }
  const handle = handlers[event.type];
  if (!handle) {
    response.json({ received: true, ignored: event.type });
    return;
  }
  try {
    response.json({ received: true, outcome: await handle(event) });
  } catch (error) {
    // A payment that can never qualify (not ours, not succeeded) is acknowledged, not retried.
    if (error instanceof HttpError && error.status < 500) {
      response.json({ received: true, outcome: `refused: ${error.message}` });
      return;
    }
    // Anything else is answered 5xx, so Stripe retries the event later.
    console.error(`Stripe event ${event.id} (${event.type}) failed`, error);
    sendError(response, 500, 'internal', 'The event could not be processed; Stripe will retry it.');
  }
});
