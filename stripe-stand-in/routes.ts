/**
 * The endpoints: each reads and validates its parameters (Stripe's 400s), calls the store, and
 * shapes the answer (expansion, lists, the publishable-key view).
 */
import type { Auth } from './auth';
import { StripeApiError, invalidParam, missingParam, resourceMissing } from './errors';
import type { Params } from './params';
import { REFUND_REASONS, emptyAddress, publishableView, type BillingDetails, type ListObject, type PaymentIntent } from './objects';
import type { CardInput, ConfirmInput, RequestContext, StandInStore } from './store';

export interface HandlerContext {
  params: Params;
  /** The ids captured from the path. */
  ids: string[];
  auth: Auth;
  store: StandInStore;
  request: RequestContext;
}

export interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** Stripe.js calls these with the publishable key and the intent's client_secret. */
  publishable?: true;
  handle: (context: HandlerContext) => object;
}

type Expanders = Readonly<Record<string, (id: string) => object>>;

/** Replaces id fields named in `expand[]` by their objects (on a copy). */
function expandFields(object: object, paths: readonly string[], expanders: Expanders): object {
  if (paths.length === 0) return object;
  const copy: Record<string, unknown> = { ...object };
  for (const path of paths) {
    const expand = Object.hasOwn(expanders, path) ? expanders[path] : undefined;
    if (!expand || !Object.hasOwn(copy, path)) throw invalidParam('expand', `This property cannot be expanded (${path}).`);
    const id = copy[path];
    if (typeof id === 'string') copy[path] = expand(id);
  }
  return copy;
}

/** Stripe's cursor pagination over a newest-first array: `limit` (default 10), `starting_after`, `ending_before`. */
function list(context: HandlerContext, kind: string, url: string, items: readonly { id: string }[], expanders: Expanders): ListObject<object> {
  const { params } = context;
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'This value must be between 1 and 100.');
  const position = (param: string) => {
    const id = params.string(param);
    if (id === undefined) return undefined;
    const index = items.findIndex((item) => item.id === id);
    if (index === -1) throw resourceMissing(kind, id, param);
    return index;
  };
  const after = position('starting_after');
  const before = position('ending_before');
  let page: readonly { id: string }[];
  let hasMore: boolean;
  if (before !== undefined) {
    page = items.slice(Math.max(0, before - limit), before);
    hasMore = before - limit > 0;
  } else {
    const start = after === undefined ? 0 : after + 1;
    page = items.slice(start, start + limit);
    hasMore = start + limit < items.length;
  }
  const paths = params.expand().map((path) => {
    if (!path.startsWith('data.')) throw invalidParam('expand', `This property cannot be expanded (${path}). You may want to try expanding 'data.${path}' instead.`);
    return path.slice('data.'.length);
  });
  return { object: 'list', data: page.map((item) => expandFields(item, paths, expanders)), has_more: hasMore, url };
}

const id = (context: HandlerContext) => context.ids[0] ?? '';

function intentExpanders(store: StandInStore): Expanders {
  return { latest_charge: (charge) => store.charge(charge), payment_method: (method) => store.paymentMethod(method) };
}

/** The intent as the caller may see it: whole for a secret key, Stripe's reduced view for a publishable one. */
function intentView(context: HandlerContext, intent: PaymentIntent): object {
  const expand = context.params.expand();
  if (context.auth.mode === 'secret') return expandFields(intent, expand, intentExpanders(context.store));
  return expandFields(publishableView(intent), expand, { payment_method: (method) => context.store.paymentMethod(method) });
}

/** A publishable key works only together with the intent's own client_secret. */
function checkClientSecret(context: HandlerContext, intent: PaymentIntent): void {
  if (context.auth.mode === 'secret') return;
  const secret = context.params.string('client_secret');
  if (secret === undefined) {
    throw invalidParam('client_secret', 'A publishable key can only retrieve or confirm a PaymentIntent together with its client_secret.', 'parameter_missing');
  }
  if (secret !== intent.client_secret) {
    throw invalidParam('client_secret', 'The client_secret provided does not match the client_secret associated with the PaymentIntent.', 'payment_intent_invalid_parameter');
  }
}

function readBillingDetails(params: Params | undefined): BillingDetails {
  const address = params?.object('address');
  return {
    address: {
      ...emptyAddress(),
      ...(address && {
        city: address.string('city') ?? null,
        country: address.string('country') ?? null,
        line1: address.string('line1') ?? null,
        line2: address.string('line2') ?? null,
        postal_code: address.string('postal_code') ?? null,
        state: address.string('state') ?? null,
      }),
    },
    email: params?.string('email') ?? null,
    name: params?.string('name') ?? null,
    phone: params?.string('phone') ?? null,
  };
}

function readCard(data: Params): CardInput {
  const type = data.string('type', { required: true });
  if (type !== 'card') throw invalidParam(data.name('type'), `The Stripe stand-in supports only card payment methods, not "${type}".`);
  const card = data.object('card');
  if (!card) throw missingParam(data.name('card'));
  const cvc = card.string('cvc');
  const expMonth = card.integer('exp_month');
  const expYear = card.integer('exp_year');
  return {
    number: card.string('number', { required: true }),
    ...(expMonth === undefined ? {} : { expMonth }),
    ...(expYear === undefined ? {} : { expYear }),
    ...(cvc === undefined ? {} : { cvc }),
    billingDetails: readBillingDetails(data.object('billing_details')),
  };
}

function readConfirm(params: Params): ConfirmInput {
  const paymentMethod = params.string('payment_method');
  const data = params.object('payment_method_data');
  if (paymentMethod !== undefined && data) {
    throw invalidParam('payment_method_data', 'You may only specify one of these parameters: payment_method, payment_method_data.', 'parameters_exclusive');
  }
  const receiptEmail = params.string('receipt_email');
  return {
    ...(paymentMethod === undefined ? {} : { paymentMethod }),
    ...(data ? { paymentMethodData: readCard(data) } : {}),
    ...(receiptEmail === undefined ? {} : { receiptEmail }),
  };
}

function readPaymentMethodTypes(params: Params, key: string): string[] | undefined {
  const types = params.stringArray(key);
  types?.forEach((type, index) => {
    if (type !== 'card') {
      throw invalidParam(`${key}[${String(index)}]`, `The payment method type "${type}" is not supported by the Stripe stand-in, which only knows card.`);
    }
  });
  return types;
}

function createPaymentIntent(context: HandlerContext): object {
  const { params, store } = context;
  const amount = params.integer('amount', { required: true });
  if (amount < 1) throw invalidParam('amount', 'This value must be greater than or equal to 1.');
  if (amount > 99_999_999) throw invalidParam('amount', 'Amount must be no more than 99999999 (in the smallest currency unit).', 'amount_too_large');
  const currency = params.string('currency', { required: true }).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParam('currency', `Invalid currency: ${currency}. Use a three-letter ISO code such as usd.`);
  // The SDK's API version names the list `allowed_payment_method_types`; older clients send `payment_method_types`.
  const allowed = readPaymentMethodTypes(params, 'allowed_payment_method_types');
  const legacy = readPaymentMethodTypes(params, 'payment_method_types');
  const confirm = params.boolean('confirm') ?? false;
  // Everything is read before anything is created, so a bad parameter leaves no intent behind.
  const confirmation = readConfirm(params);
  const paymentMethod = confirmation.paymentMethodData ? undefined : confirmation.paymentMethod;
  const intent = store.createPaymentIntent({
    amount,
    currency,
    allowedPaymentMethodTypes: allowed ?? null,
    paymentMethodTypes: allowed ?? legacy ?? ['card'],
    metadata: params.metadata() ?? {},
    description: params.string('description') ?? null,
    receiptEmail: confirmation.receiptEmail ?? null,
    ...(paymentMethod === undefined ? {} : { paymentMethod }),
  });
  if (confirm) {
    store.confirmPaymentIntent(intent.id, confirmation.paymentMethodData ? { paymentMethodData: confirmation.paymentMethodData } : {}, context.request);
  }
  return intentView(context, intent);
}

function retrievePaymentIntent(context: HandlerContext): object {
  const intent = context.store.paymentIntent(id(context));
  checkClientSecret(context, intent);
  return intentView(context, intent);
}

function confirmPaymentIntent(context: HandlerContext): object {
  const intent = context.store.paymentIntent(id(context));
  checkClientSecret(context, intent);
  const input = readConfirm(context.params);
  try {
    return intentView(context, context.store.confirmPaymentIntent(intent.id, input, context.request));
  } catch (error) {
    // The intent inside a card error is reduced for a publishable key, like any other answer.
    if (error instanceof StripeApiError && error.body.payment_intent && context.auth.mode === 'publishable') {
      throw new StripeApiError(error.status, { ...error.body, payment_intent: publishableView(error.body.payment_intent as PaymentIntent) }, error.saveForIdempotency);
    }
    throw error;
  }
}

function createRefund(context: HandlerContext): object {
  const { params, store } = context;
  const paymentIntent = params.string('payment_intent');
  const charge = params.string('charge');
  if (paymentIntent === undefined && charge === undefined) {
    throw invalidParam('payment_intent', 'One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
  }
  const amount = params.integer('amount');
  if (amount !== undefined && amount < 1) throw invalidParam('amount', 'Invalid positive integer');
  const refund = store.createRefund(
    {
      ...(paymentIntent === undefined ? {} : { paymentIntent }),
      ...(charge === undefined ? {} : { charge }),
      ...(amount === undefined ? {} : { amount }),
      reason: params.oneOf('reason', REFUND_REASONS) ?? null,
      metadata: params.metadata() ?? {},
    },
    context.request,
  );
  return expandFields(refund, params.expand(), refundExpanders(store));
}

function refundExpanders(store: StandInStore): Expanders {
  return { charge: (charge) => store.charge(charge), payment_intent: (intent) => store.paymentIntent(intent) };
}

export const ROUTES: readonly Route[] = [
  { method: 'POST', pattern: /^\/v1\/payment_intents$/, handle: createPaymentIntent },
  { method: 'GET', pattern: /^\/v1\/payment_intents\/([^/]+)$/, publishable: true, handle: retrievePaymentIntent },
  { method: 'POST', pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/, publishable: true, handle: confirmPaymentIntent },
  {
    method: 'GET',
    pattern: /^\/v1\/charges\/([^/]+)$/,
    handle: (context) =>
      expandFields(context.store.charge(id(context)), context.params.expand(), { payment_intent: (intent) => context.store.paymentIntent(intent) }),
  },
  { method: 'GET', pattern: /^\/v1\/payment_methods\/([^/]+)$/, handle: (context) => context.store.paymentMethod(id(context)) },
  { method: 'POST', pattern: /^\/v1\/refunds$/, handle: createRefund },
  {
    method: 'GET',
    pattern: /^\/v1\/refunds$/,
    handle: (context) => {
      const paymentIntent = context.params.string('payment_intent');
      const charge = context.params.string('charge');
      const refunds = context.store.refunds({
        ...(paymentIntent === undefined ? {} : { paymentIntent }),
        ...(charge === undefined ? {} : { charge }),
      });
      return list(context, 'refund', '/v1/refunds', refunds, refundExpanders(context.store));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/refunds\/([^/]+)$/,
    handle: (context) => expandFields(context.store.refund(id(context)), context.params.expand(), refundExpanders(context.store)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/events$/,
    handle: (context) => list(context, 'event', '/v1/events', context.store.events(context.params.string('type')), {}),
  },
  { method: 'GET', pattern: /^\/v1\/events\/([^/]+)$/, handle: (context) => context.store.event(id(context)) },
];

export function matchRoute(method: string, path: string): { route: Route; ids: string[] } | undefined {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    try {
      return { route, ids: match.slice(1).map((part) => decodeURIComponent(part)) };
    } catch {
      return undefined; // a malformed %-escape cannot name anything
    }
  }
  return undefined;
}
