/**
 * The API objects the stand-in returns, shaped like Stripe's (the fields the SDK types and our
 * code read; the many Connect, invoicing and wallet fields are left out).
 */
export const API_VERSION = '2026-10-28.endive';

export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export interface BillingDetails {
  address: Address;
  email: string | null;
  name: string | null;
  phone: string | null;
}

export interface CardSummary {
  brand: string;
  country: string;
  exp_month: number;
  exp_year: number;
  funding: string;
  last4: string;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  billing_details: BillingDetails;
  card: CardSummary;
  created: number;
  customer: null;
  livemode: false;
  metadata: Record<string, string>;
  type: 'card';
}

export interface LastPaymentError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  doc_url: string;
  message: string;
  param?: string;
  charge?: string;
  payment_method?: PaymentMethod;
}

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'succeeded';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  allowed_payment_method_types: string[] | null;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: null;
  canceled_at: null;
  cancellation_reason: null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  last_payment_error: LastPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  processing: null;
  receipt_email: string | null;
  setup_future_usage: null;
  shipping: null;
  status: PaymentIntentStatus;
}

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: RefundReason | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
}

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export interface ChargeOutcome {
  network_status: 'approved_by_network' | 'declined_by_network' | 'not_sent_to_network';
  reason: string | null;
  risk_level: 'normal';
  seller_message: string;
  type: 'authorized' | 'issuer_declined';
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: null;
  billing_details: BillingDetails;
  captured: boolean;
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  disputed: false;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  outcome: ChargeOutcome;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: 'card'; card: CardSummary };
  receipt_email: string | null;
  receipt_number: null;
  receipt_url: null;
  refunded: boolean;
  refunds: ListObject<Refund> & { total_count: number };
  status: 'succeeded' | 'failed';
}

export type EventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded' | 'refund.created';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: PaymentIntent | Charge | Refund };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: EventType;
}

export const emptyAddress = (): Address => ({ city: null, country: null, line1: null, line2: null, postal_code: null, state: null });

/**
 * The PaymentIntent as a publishable key sees it: Stripe returns only the fields marked
 * "retrievable with publishable key" (no metadata, amount_received or latest_charge).
 */
export function publishableView(intent: PaymentIntent) {
  const {
    id,
    object,
    allowed_payment_method_types,
    amount,
    automatic_payment_methods,
    canceled_at,
    cancellation_reason,
    capture_method,
    client_secret,
    confirmation_method,
    created,
    currency,
    description,
    last_payment_error,
    livemode,
    next_action,
    payment_method,
    payment_method_types,
    processing,
    receipt_email,
    setup_future_usage,
    shipping,
    status,
  } = intent;
  return {
    id,
    object,
    allowed_payment_method_types,
    amount,
    automatic_payment_methods,
    canceled_at,
    cancellation_reason,
    capture_method,
    client_secret,
    confirmation_method,
    created,
    currency,
    description,
    last_payment_error,
    livemode,
    next_action,
    payment_method,
    payment_method_types,
    processing,
    receipt_email,
    setup_future_usage,
    shipping,
    status,
  };
}
