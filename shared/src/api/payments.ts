import type { StoredPayment, StoredRefund } from '../models/payment';
import { route, type ApiRecord } from './route';

/**
 * Payments, checkout and refunds: functions/src/api/payments.ts (under /api/v1), and
 * functions/src/api/checkout.ts and stripe-webhook.ts (the spec's paths, outside /api/v1).
 */

/** A payment as the API answers it. */
export type PaymentJson = ApiRecord<StoredPayment>;

/** GET /getAllPayment (admins): a page of every payment. */
export interface AllPayments {
  allPay: PaymentJson[];
  nextCursor: string | null;
}

/** POST /createPayment: the payment recorded (or found again: `replayed`) and the premium it bought. */
export interface RecordedPayment {
  message: string;
  replayed: boolean;
  premiumUntil: string | null;
  payment: PaymentJson;
}

/** PUT /updatePayment?email=: the refund asked for ("processing") or confirmed ("true"). */
export interface UpdatedPayment {
  message: string;
  payment: PaymentJson;
}

/** DELETE /deletePayment/{paymentId}. */
export interface DeletedPayment {
  message: string;
  deletedCount: number;
}

/** POST /create-payment-intent: the PaymentIntent's client secret for Stripe Elements. */
export interface PaymentIntent {
  clientSecret: string;
}

/** POST /refund-payment-intent (admins): the Stripe refund and the payment's refund state. */
export interface RefundedPaymentIntent {
  message: string;
  refundId: string;
  refund: StoredRefund;
}

/** POST /stripe/webhook (Stripe only): received, and what was done with the event. */
export type WebhookReceipt = { received: true; ignored: string } | { received: true; outcome: string };

export const paymentsApi = {
  all: route<AllPayments>()('GET', '/api/v1/getAllPayment'),
  /** A bare list: the next page's cursor and link are in the response headers. */
  byEmail: route<PaymentJson[]>()('GET', '/api/v1/singlePaymentByEmail/:email'),
  record: route<RecordedPayment>()('POST', '/api/v1/createPayment'),
  update: route<UpdatedPayment>()('PUT', '/api/v1/updatePayment'),
  remove: route<DeletedPayment>()('DELETE', '/api/v1/deletePayment/:paymentId'),
  createIntent: route<PaymentIntent>()('POST', '/create-payment-intent'),
  refundIntent: route<RefundedPaymentIntent>()('POST', '/refund-payment-intent'),
  stripeWebhook: route<WebhookReceipt>()('POST', '/stripe/webhook'),
};
