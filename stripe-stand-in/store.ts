/**
 * In-memory state and Stripe's rules for PaymentIntents, Charges, Refunds and Events. Input is
 * already validated and typed (routes.ts); this module decides outcomes and records events.
 */
import { INCORRECT_NUMBER, cardForShortcut, findTestCard, validateCardFields, type CardDecline, type TestCard } from './cards';
import { StripeApiError, docUrl, invalidRequest, resourceMissing } from './errors';
import { newId, randomToken, unixNow } from './ids';
import {
  API_VERSION,
  type BillingDetails,
  type Charge,
  type EventType,
  type LastPaymentError,
  type PaymentIntent,
  type PaymentMethod,
  type Refund,
  type RefundReason,
  type StripeEvent,
  emptyAddress,
} from './objects';

/** What one API request carries into the store: who to credit events to, and where to collect them. */
export interface RequestContext {
  requestId: string;
  idempotencyKey: string | null;
  /** Events created by this request, delivered to the webhook once the response is sent. */
  emitted: StripeEvent[];
}

export interface CardInput {
  number: string;
  expMonth?: number;
  expYear?: number;
  cvc?: string;
  billingDetails: BillingDetails;
}

export interface CreateIntentInput {
  amount: number;
  currency: string;
  allowedPaymentMethodTypes: string[] | null;
  paymentMethodTypes: string[];
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  paymentMethod?: string;
}

export interface ConfirmInput {
  paymentMethod?: string;
  paymentMethodData?: CardInput;
  receiptEmail?: string;
}

export interface RefundInput {
  paymentIntent?: string;
  charge?: string;
  amount?: number;
  reason: RefundReason | null;
  metadata: Record<string, string>;
}

interface StoredPaymentMethod {
  object: PaymentMethod;
  card: TestCard;
}

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation'];

/** Snapshots for events and error bodies, so later changes do not leak into what was sent. */
const snapshot = <T>(value: T): T => structuredClone(value);

export class StandInStore {
  private readonly intents = new Map<string, PaymentIntent>();
  private readonly charges = new Map<string, Charge>();
  private readonly paymentMethods = new Map<string, StoredPaymentMethod>();
  /** Oldest first; lists reverse them. */
  private readonly refundList: Refund[] = [];
  private readonly eventList: StripeEvent[] = [];

  constructor(private readonly options: { pendingWebhooks: number }) {}

  paymentIntent(id: string): PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw resourceMissing('payment_intent', id);
    return intent;
  }

  charge(id: string, param = 'id'): Charge {
    const charge = this.charges.get(id);
    if (!charge) throw resourceMissing('charge', id, param);
    return charge;
  }

  paymentMethod(id: string, param = 'id'): PaymentMethod {
    const stored = this.paymentMethods.get(id);
    if (!stored) throw resourceMissing('PaymentMethod', id, param);
    return stored.object;
  }

  refund(id: string): Refund {
    const refund = this.refundList.find((candidate) => candidate.id === id);
    if (!refund) throw resourceMissing('refund', id);
    return refund;
  }

  event(id: string): StripeEvent {
    const event = this.eventList.find((candidate) => candidate.id === id);
    if (!event) throw resourceMissing('event', id);
    return event;
  }

  /** Newest first, like every Stripe list. */
  refunds(filter: { paymentIntent?: string; charge?: string }): Refund[] {
    return this.refundList
      .filter((refund) => (filter.paymentIntent === undefined || refund.payment_intent === filter.paymentIntent) && (filter.charge === undefined || refund.charge === filter.charge))
      .reverse();
  }

  /** Newest first; `type` may end in `*` (`payment_intent.*`), as in Stripe. */
  events(type?: string): StripeEvent[] {
    const matches = (event: StripeEvent) =>
      type === undefined || (type.endsWith('*') ? event.type.startsWith(type.slice(0, -1)) : event.type === type);
    return this.eventList.filter(matches).reverse();
  }

  createPaymentIntent(input: CreateIntentInput): PaymentIntent {
    const id = newId('pi');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      allowed_payment_method_types: input.allowedPaymentMethodTypes,
      amount: input.amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomToken(25)}`,
      confirmation_method: 'automatic',
      created: unixNow(),
      currency: input.currency,
      customer: null,
      description: input.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: input.metadata,
      next_action: null,
      payment_method: null,
      payment_method_types: input.paymentMethodTypes,
      processing: null,
      receipt_email: input.receiptEmail,
      setup_future_usage: null,
      shipping: null,
      status: 'requires_payment_method',
    };
    if (input.paymentMethod !== undefined) {
      intent.payment_method = this.resolvePaymentMethod(input.paymentMethod).object.id;
      intent.status = 'requires_confirmation';
    }
    this.intents.set(id, intent);
    return intent;
  }

  /** Confirms with a test card: succeeds, or records the decline and throws Stripe's 402. */
  confirmPaymentIntent(id: string, input: ConfirmInput, context: RequestContext): PaymentIntent {
    const intent = this.paymentIntent(id);
    if (!CONFIRMABLE.includes(intent.status)) {
      throw invalidRequest(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
        { code: 'payment_intent_unexpected_state', payment_intent: snapshot(intent) },
      );
    }
    if (input.receiptEmail !== undefined) intent.receipt_email = input.receiptEmail;

    let method: StoredPaymentMethod;
    if (input.paymentMethodData) {
      const created = this.createCardPaymentMethod(input.paymentMethodData);
      if ('decline' in created) return this.fail(intent, created.decline, undefined, context);
      method = created;
    } else if (input.paymentMethod !== undefined) {
      method = this.resolvePaymentMethod(input.paymentMethod);
    } else if (intent.payment_method !== null) {
      method = this.resolvePaymentMethod(intent.payment_method);
    } else {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
        { code: 'payment_intent_unexpected_state', payment_intent: snapshot(intent) },
      );
    }

    if (method.card.decline) return this.fail(intent, method.card.decline, method, context);

    const charge = this.createCharge(intent, method, undefined);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    intent.payment_method = method.object.id;
    intent.last_payment_error = null;
    this.emit('payment_intent.succeeded', intent, context);
    return intent;
  }

  createRefund(input: RefundInput, context: RequestContext): Refund {
    const charge = this.refundableCharge(input);
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining <= 0) {
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    }
    const amount = input.amount ?? remaining;
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${String(amount)} ${charge.currency}) is greater than unrefunded amount on charge (${String(remaining)} ${charge.currency}).`,
        { param: 'amount' },
      );
    }
    const refund: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: unixNow(),
      currency: charge.currency,
      metadata: input.metadata,
      payment_intent: charge.payment_intent,
      reason: input.reason,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    this.refundList.push(refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    charge.refunds.data.unshift(snapshot(refund));
    charge.refunds.total_count += 1;
    this.emit('charge.refunded', charge, context);
    this.emit('refund.created', refund, context);
    return refund;
  }

  private refundableCharge(input: RefundInput): Charge {
    if (input.paymentIntent !== undefined) {
      const intent = this.intents.get(input.paymentIntent);
      if (!intent) throw resourceMissing('payment_intent', input.paymentIntent, 'payment_intent');
      if (intent.status !== 'succeeded' || intent.latest_charge === null) {
        throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund: its status is ${intent.status}.`, {
          param: 'payment_intent',
        });
      }
      const charge = this.charge(intent.latest_charge);
      if (input.charge !== undefined && input.charge !== charge.id) {
        throw invalidRequest(`Charge ${input.charge} does not belong to PaymentIntent ${intent.id}.`, { param: 'charge' });
      }
      return charge;
    }
    const charge = this.charge(input.charge ?? '', 'charge');
    if (charge.status !== 'succeeded') {
      throw invalidRequest(`Charge ${charge.id} has not succeeded, so it cannot be refunded.`, { param: 'charge' });
    }
    return charge;
  }

  /** `pm_card_visa` and friends make a fresh PaymentMethod on each use, as in Stripe. */
  private resolvePaymentMethod(id: string): StoredPaymentMethod {
    const shortcut = cardForShortcut(id);
    if (shortcut) return this.savePaymentMethod(shortcut, {});
    const stored = this.paymentMethods.get(id);
    if (!stored) throw resourceMissing('PaymentMethod', id, 'payment_method');
    return stored;
  }

  private createCardPaymentMethod(input: CardInput): StoredPaymentMethod | { decline: CardDecline } {
    const card = findTestCard(input.number);
    if (!card) return { decline: INCORRECT_NUMBER };
    const invalid = validateCardFields(input);
    if (invalid) return { decline: invalid };
    return this.savePaymentMethod(card, input);
  }

  private savePaymentMethod(card: TestCard, input: Partial<CardInput>): StoredPaymentMethod {
    const object: PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      billing_details: input.billingDetails ?? { address: emptyAddress(), email: null, name: null, phone: null },
      card: {
        brand: card.brand,
        country: 'US',
        exp_month: input.expMonth ?? 12,
        exp_year: input.expYear === undefined ? new Date().getUTCFullYear() + 3 : input.expYear < 100 ? 2000 + input.expYear : input.expYear,
        funding: card.funding,
        last4: card.number.slice(-4),
      },
      created: unixNow(),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    const stored = { object, card };
    this.paymentMethods.set(object.id, stored);
    return stored;
  }

  private createCharge(intent: PaymentIntent, method: StoredPaymentMethod, decline: CardDecline | undefined): Charge {
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: decline ? 0 : intent.amount,
      amount_refunded: 0,
      balance_transaction: null,
      billing_details: snapshot(method.object.billing_details),
      captured: !decline,
      created: unixNow(),
      currency: intent.currency,
      customer: null,
      description: intent.description,
      disputed: false,
      failure_code: decline?.code ?? null,
      failure_message: decline?.message ?? null,
      livemode: false,
      // Stripe copies the PaymentIntent's metadata onto its charges.
      metadata: { ...intent.metadata },
      outcome: decline
        ? {
            network_status: 'declined_by_network',
            reason: decline.declineCode ?? null,
            risk_level: 'normal',
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          }
        : { network_status: 'approved_by_network', reason: null, risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' },
      paid: !decline,
      payment_intent: intent.id,
      payment_method: method.object.id,
      payment_method_details: { type: 'card', card: snapshot(method.object.card) },
      receipt_email: intent.receipt_email,
      receipt_number: null,
      receipt_url: null,
      refunded: false,
      refunds: { object: 'list', data: [], has_more: false, total_count: 0, url: '' },
      status: decline ? 'failed' : 'succeeded',
    };
    charge.refunds.url = `/v1/charges/${charge.id}/refunds`;
    this.charges.set(charge.id, charge);
    return charge;
  }

  /**
   * A failed confirmation: the intent goes back to `requires_payment_method` with the error (and,
   * when the issuer saw the card, a failed Charge), and the caller gets the 402 card_error.
   */
  private fail(intent: PaymentIntent, decline: CardDecline, method: StoredPaymentMethod | undefined, context: RequestContext): never {
    const charge = method && decline.charged ? this.createCharge(intent, method, decline) : undefined;
    const error: LastPaymentError = {
      type: 'card_error',
      code: decline.code,
      ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
      doc_url: docUrl(decline.code),
      message: decline.message,
      ...(decline.param ? { param: decline.param } : {}),
      ...(charge ? { charge: charge.id } : {}),
      ...(method ? { payment_method: snapshot(method.object) } : {}),
    };
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    intent.payment_method = null;
    if (charge) intent.latest_charge = charge.id;
    this.emit('payment_intent.payment_failed', intent, context);
    throw new StripeApiError(402, { ...error, payment_intent: snapshot(intent) });
  }

  private emit(type: EventType, object: PaymentIntent | Charge | Refund, context: RequestContext): void {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: unixNow(),
      data: { object: snapshot(object) },
      livemode: false,
      pending_webhooks: this.options.pendingWebhooks,
      request: { id: context.requestId, idempotency_key: context.idempotencyKey },
      type,
    };
    this.eventList.push(event);
    context.emitted.push(event);
  }
}
