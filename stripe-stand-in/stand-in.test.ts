import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';
import { startStripeStandIn, type StripeStandIn } from './server';

interface Delivery {
  body: string;
  signature: string;
  contentType: string;
}

/** A local webhook endpoint that records deliveries; the first `failures` get a 500. */
async function startReceiver(failures = 0) {
  const deliveries: Delivery[] = [];
  let toFail = failures;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
        contentType: String(request.headers['content-type']),
      });
      toFail -= 1;
      response.writeHead(toFail >= 0 ? 500 : 200, { 'Content-Type': 'application/json' });
      response.end(toFail >= 0 ? '{"error":"try later"}' : '{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/stripe/webhook`,
    deliveries,
    /** Waits for a delivery whose event matches. */
    async waitFor(match: (event: Stripe.Event) => boolean, timeoutMs = 2000): Promise<Delivery> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = deliveries.find((delivery) => match(JSON.parse(delivery.body) as Stripe.Event));
        if (found) return found;
        if (Date.now() > deadline) throw new Error('No matching webhook delivery arrived.');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

const client = (port: number, key: string = STRIPE_STAND_IN.secretKey) =>
  new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });

/** The error a promise rejects with (the test fails if it resolves). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

let standIn: StripeStandIn;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let stripe: Stripe;
const logs: string[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  standIn = await startStripeStandIn({ port: 0, webhookUrl: receiver.url, log: (line) => logs.push(line) });
  stripe = client(standIn.port);
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

const premium = (extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
  stripe.paymentIntents.create({ amount: 10700, currency: 'usd', metadata: { uid: 'u1', product: 'premium' }, ...extra });

const card = (number: string) => ({
  type: 'card' as const,
  card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
  billing_details: { name: 'Ada Lovelace', email: 'ada@example.com' },
});

function chargeId(intent: Stripe.PaymentIntent): string {
  if (typeof intent.latest_charge !== 'string') throw new Error('the intent has no charge id');
  return intent.latest_charge;
}

/** Raw card data is not in the SDK's confirm params type (Stripe.js sends it); the API takes it. */
const withCard = (number: string) => ({ payment_method_data: card(number) }) as unknown as Stripe.PaymentIntentConfirmParams;

describe('PaymentIntents', () => {
  it('creates an intent shaped like Stripe', async () => {
    const before = Math.floor(Date.now() / 1000);
    const intent = await premium({ description: 'Premium', receipt_email: 'ada@example.com' });
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 10700,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { uid: 'u1', product: 'premium' },
      payment_method_types: ['card'],
      livemode: false,
      amount_received: 0,
      latest_charge: null,
      last_payment_error: null,
      payment_method: null,
      description: 'Premium',
      receipt_email: 'ada@example.com',
    });
    expect(intent.id).toMatch(/^pi_\w{24}$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
    expect(intent.created).toBeGreaterThanOrEqual(before);
    expect(intent.lastResponse.requestId).toMatch(/^req_/);

    const allowed = await premium({ allowed_payment_method_types: ['card'] });
    expect(allowed).toMatchObject({ allowed_payment_method_types: ['card'], payment_method_types: ['card'] });
  });

  it('retrieves an intent, and answers 404 in Stripe\'s shape for an unknown one', async () => {
    const intent = await premium();
    expect((await stripe.paymentIntents.retrieve(intent.id)).client_secret).toBe(intent.client_secret);

    const error = await failure(stripe.paymentIntents.retrieve('pi_missing'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, type: 'StripeInvalidRequestError', code: 'resource_missing', param: 'id', message: "No such payment_intent: 'pi_missing'" });
  });

  it('refuses bad parameters with 400 and the param', async () => {
    const missing = await failure(stripe.paymentIntents.create({ currency: 'usd' } as Stripe.PaymentIntentCreateParams));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'amount' });
    await expect(premium({ amount: 10.5 })).rejects.toMatchObject({ statusCode: 400, param: 'amount', message: 'Invalid integer: 10.5' });
    await expect(premium({ amount: 0 })).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    await expect(premium({ currency: 'dollars' })).rejects.toMatchObject({ statusCode: 400, param: 'currency' });
    await expect(premium({ allowed_payment_method_types: ['paypal'] })).rejects.toMatchObject({ param: 'allowed_payment_method_types[0]' });
  });

  it.each(['pm_card_visa', 'pm_card_mastercard'])('confirms with %s: succeeded, with a charge', async (paymentMethod) => {
    const intent = await premium();
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod, expand: ['latest_charge'] });
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 10700, last_payment_error: null });
    expect(confirmed.payment_method).toMatch(/^pm_/);
    const charge = confirmed.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 10700,
      currency: 'usd',
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
      refunded: false,
      amount_refunded: 0,
      refunds: { object: 'list', data: [] },
      metadata: { uid: 'u1', product: 'premium' },
    });
    expect(charge.id).toMatch(/^ch_/);
    const retrieved = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect((retrieved.latest_charge as Stripe.Charge).id).toBe(charge.id);
    expect((await stripe.charges.retrieve(charge.id)).payment_intent).toBe(intent.id);
  });

  it.each([
    ['pm_card_chargeDeclined', 'generic_decline', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('declines %s with a StripeCardError (%s)', async (paymentMethod, declineCode, message) => {
    const intent = await premium();
    const error = await failure(stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: declineCode, message });
    const { payment_intent: failed } = error as Stripe.errors.StripeCardError;
    expect(failed).toMatchObject({ id: intent.id, status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: declineCode } });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'requires_payment_method', amount_received: 0 });
  });

  it.each([
    ['4242 4242 4242 4242', undefined, undefined],
    ['4000000000000002', 'card_declined', 'generic_decline'],
    ['4000000000009995', 'card_declined', 'insufficient_funds'],
    ['4000 0000 0000 1234', 'incorrect_number', undefined],
  ])('confirms with card number %s', async (number, code, declineCode) => {
    const intent = await premium();
    if (code === undefined) {
      const confirmed = await stripe.paymentIntents.confirm(intent.id, { ...withCard(number), expand: ['latest_charge', 'payment_method'] });
      expect(confirmed.status).toBe('succeeded');
      expect(confirmed.latest_charge).toMatchObject({ billing_details: { name: 'Ada Lovelace', email: 'ada@example.com' } });
      expect(confirmed.payment_method).toMatchObject({ object: 'payment_method', card: { brand: 'visa', last4: '4242' } });
      return;
    }
    const error = await failure(stripe.paymentIntents.confirm(intent.id, withCard(number)));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code, payment_intent: { status: 'requires_payment_method', last_payment_error: { code } } });
    if (declineCode) expect(error).toMatchObject({ decline_code: declineCode });
    else expect(error).toMatchObject({ message: 'Your card number is incorrect.', param: 'number' });
  });

  it('succeeds after a decline, and refuses to confirm a succeeded intent', async () => {
    const intent = await premium();
    await failure(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }));
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const error = await failure(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('creates and confirms in one call', async () => {
    const intent = await premium({ payment_method: 'pm_card_visa', confirm: true });
    expect(intent.status).toBe('succeeded');
  });
});

describe('idempotency', () => {
  it('replays the first result for the same key and parameters', async () => {
    const key = `create-${String(Math.random())}`;
    const first = await premium({ metadata: { uid: 'idem' } }).then(() => stripe.paymentIntents.create({ amount: 500, currency: 'usd' }, { idempotencyKey: key }));
    const again = await stripe.paymentIntents.create({ amount: 500, currency: 'usd' }, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');

    const error = await failure(stripe.paymentIntents.create({ amount: 600, currency: 'usd' }, { idempotencyKey: key }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((error as Error).message).toMatch(/^Keys for idempotent requests can only be used with the same parameters they were first used with/);
  });

  it('runs parallel requests with one key once', async () => {
    const key = `parallel-${String(Math.random())}`;
    const tag = String(Math.random());
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        stripe.paymentIntents.create({ amount: 700, currency: 'usd', metadata: { tag }, payment_method: 'pm_card_visa', confirm: true }, { idempotencyKey: key }),
      ),
    );
    expect(new Set(results.map((intent) => intent.id)).size).toBe(1);
    const events = await stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 });
    expect(events.data.filter((event) => (event.data.object as Stripe.PaymentIntent).metadata.tag === tag)).toHaveLength(1);
  });

  it('does not save a validation failure, so the corrected retry runs', async () => {
    const key = `fix-${String(Math.random())}`;
    await failure(stripe.paymentIntents.create({ amount: -1, currency: 'usd' }, { idempotencyKey: key }));
    const created = await stripe.paymentIntents.create({ amount: 100, currency: 'usd' }, { idempotencyKey: key });
    expect(created.amount).toBe(100);
  });
});

describe('refunds', () => {
  it('refunds in full once, updates the charge, and lists refunds newest first', async () => {
    const intent = await premium({ payment_method: 'pm_card_visa', confirm: true });
    const refund = await stripe.refunds.create({ payment_intent: intent.id, reason: 'requested_by_customer', metadata: { paymentId: intent.id } });
    expect(refund).toMatchObject({ object: 'refund', amount: 10700, currency: 'usd', payment_intent: intent.id, status: 'succeeded', reason: 'requested_by_customer' });
    expect(refund.id).toMatch(/^re_/);
    const charge = await stripe.charges.retrieve(chargeId(intent));
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 10700 });
    expect(charge.refunds?.data.map((item) => item.id)).toEqual([refund.id]);

    const again = await failure(stripe.refunds.create({ payment_intent: intent.id }));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });

    const list = await stripe.refunds.list({ payment_intent: intent.id, limit: 100 });
    expect(list).toMatchObject({ object: 'list', has_more: false, url: '/v1/refunds' });
    expect(list.data.map((item) => item.id)).toEqual([refund.id]);
  });

  it('refunds partially, newest first, and never more than remains', async () => {
    const intent = await premium({ payment_method: 'pm_card_visa', confirm: true });
    const first = await stripe.refunds.create({ payment_intent: intent.id, amount: 700 });
    const second = await stripe.refunds.create({ payment_intent: intent.id, amount: 3000 });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 7001 })).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(await stripe.charges.retrieve(chargeId(intent))).toMatchObject({ refunded: false, amount_refunded: 3700 });
  });

  it('refuses to refund an intent that has not succeeded', async () => {
    const intent = await premium();
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ statusCode: 400, param: 'payment_intent' });
  });
});

describe('publishable key (as Stripe.js calls it)', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  it('confirms and retrieves with the client_secret, and sees no metadata', async () => {
    const intent = await premium();
    const response = await fetch(
      `${standIn.url}/v1/payment_intents/${intent.id}/confirm`,
      form({
        key: STRIPE_STAND_IN.publishableKey,
        client_secret: String(intent.client_secret),
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242 4242 4242 4242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2040',
        'payment_method_data[card][cvc]': '123',
        'payment_method_data[billing_details][name]': 'Ada Lovelace',
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(body).not.toHaveProperty('metadata');

    const query = new URLSearchParams({ key: STRIPE_STAND_IN.publishableKey, client_secret: String(intent.client_secret) });
    const retrieved = await fetch(`${standIn.url}/v1/payment_intents/${intent.id}?${query.toString()}`);
    expect(await retrieved.json()).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it('answers a decline with the card error', async () => {
    const intent = await premium();
    const response = await fetch(
      `${standIn.url}/v1/payment_intents/${intent.id}/confirm`,
      form({
        key: STRIPE_STAND_IN.publishableKey,
        client_secret: String(intent.client_secret),
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4000000000009995',
      }),
    );
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', payment_intent: { id: intent.id, status: 'requires_payment_method' } },
    });
  });

  it('is refused without the right client_secret and on other endpoints', async () => {
    const intent = await premium();
    const confirm = (fields: Record<string, string>) => fetch(`${standIn.url}/v1/payment_intents/${intent.id}/confirm`, form(fields));
    const base = { key: STRIPE_STAND_IN.publishableKey, payment_method: 'pm_card_visa' };
    const wrong = await confirm({ ...base, client_secret: `${intent.id}_secret_wrong` });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { type: 'invalid_request_error', param: 'client_secret' } });
    expect((await confirm(base)).status).toBe(400);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');

    const create = await fetch(`${standIn.url}/v1/payment_intents`, form({ key: STRIPE_STAND_IN.publishableKey, amount: '100', currency: 'usd' }));
    expect(create.status).toBe(401);
    await expect(client(standIn.port, STRIPE_STAND_IN.publishableKey).refunds.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('answers CORS preflights', async () => {
    const response = await fetch(`${standIn.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization.*Content-Type.*Idempotency-Key.*Stripe-Version/);
  });
});

describe('authentication and routing', () => {
  it('refuses live keys, missing keys and unknown keys with 401', async () => {
    const live = await failure(client(standIn.port, 'sk_live_abcdefghijklmnop').paymentIntents.retrieve('pi_x'));
    expect(live).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((live as Error).message).toMatch(/never accepts live keys/);

    const anonymous = await fetch(`${standIn.url}/v1/payment_intents/pi_x`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error', message: expect.stringMatching(/did not provide an API key/) } });
    await expect(client(standIn.port, 'not_a_key').paymentIntents.retrieve('pi_x')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('answers unknown routes with a 404 in Stripe\'s shape', async () => {
    const response = await fetch(`${standIn.url}/v1/customers`, { headers: { Authorization: `Bearer ${STRIPE_STAND_IN.secretKey}` } });
    expect(response.status).toBe(404);
    expect(response.headers.get('request-id')).toMatch(/^req_/);
    expect(await response.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.stringMatching(/^Unrecognized request URL \(GET: \/v1\/customers\)/) } });
  });
});

describe('events and webhooks', () => {
  it('delivers signed events that constructEvent accepts', async () => {
    const intent = await premium({ payment_method: 'pm_card_visa', confirm: true });
    const delivery = await receiver.waitFor((event) => event.type === 'payment_intent.succeeded' && (event.data.object as { id: string }).id === intent.id);
    expect(delivery.contentType).toMatch(/^application\/json/);
    expect(delivery.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature, STRIPE_STAND_IN.webhookSecret);
    expect(event).toMatchObject({ object: 'event', type: 'payment_intent.succeeded', livemode: false, pending_webhooks: 1, data: { object: { id: intent.id, status: 'succeeded' } } });
    expect(event.id).toMatch(/^evt_/);
    expect(event.request?.idempotency_key).toMatch(/^stripe-node-retry-/);
    expect(() => stripe.webhooks.constructEvent(delivery.body, delivery.signature, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);

    await stripe.refunds.create({ payment_intent: intent.id });
    const refunded = await receiver.waitFor((item) => item.type === 'charge.refunded' && item.data.object.payment_intent === intent.id);
    expect(JSON.parse(refunded.body)).toMatchObject({ data: { object: { object: 'charge', refunded: true, amount_refunded: 10700 } } });
    await receiver.waitFor((item) => item.type === 'refund.created' && item.data.object.payment_intent === intent.id);
    await expect.poll(() => logs.find((line) => line.includes(event.id))).toMatch(/^webhook payment_intent\.succeeded evt_\w+ -> http:.*: HTTP 200/);
  });

  it('sends payment_intent.payment_failed on a decline and lists events newest first by type', async () => {
    const intent = await premium();
    await failure(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }));
    await receiver.waitFor((event) => event.type === 'payment_intent.payment_failed' && (event.data.object as { id: string }).id === intent.id);
    const events = await stripe.events.list({ type: 'payment_intent.payment_failed', limit: 1 });
    expect(events.data).toHaveLength(1);
    expect(events.data[0]).toMatchObject({ type: 'payment_intent.payment_failed', data: { object: { id: intent.id } } });
  });

  it('retries a failing endpoint, then gives up', async () => {
    const flaky = await startReceiver(1);
    const lines: string[] = [];
    const other = await startStripeStandIn({ port: 0, webhookUrl: flaky.url, webhookRetryDelaysMs: [20], log: (line) => lines.push(line) });
    try {
      const sdk = client(other.port);
      const intent = await sdk.paymentIntents.create({ amount: 100, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
      await flaky.waitFor((event) => (event.data.object as { id: string }).id === intent.id);
      await expect.poll(() => flaky.deliveries.length).toBe(2);
      await expect.poll(() => lines.join('\n')).toMatch(/HTTP 200.*attempt 2/);
      expect(lines[0]).toMatch(/failed, HTTP 500.*attempt 1.*retrying in 20 ms/);

      const down = await startReceiver();
      await down.close();
      const third = await startStripeStandIn({ port: 0, webhookUrl: down.url, webhookRetryDelaysMs: [10], log: (line) => lines.push(line) });
      await client(third.port).paymentIntents.create({ amount: 100, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
      await expect.poll(() => lines.join('\n')).toMatch(/network error.*attempt 2\); giving up/);
      await third.close();
    } finally {
      await other.close();
      await flaky.close();
    }
  });
});
