import { z } from 'zod';
import { PREMIUM_PRICE_USD } from '../constants';
import { refundStateSchema, type StoredPayment, type StoredRefund } from '../models/payment';
import { apiEmail, pageQuery, stripeIntentId } from './request-fields';
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
  all: route<AllPayments>()('GET', '/api/v1/getAllPayment', { query: pageQuery }),
  /** A bare list: the next page's cursor and link are in the response headers. */
  byEmail: route<PaymentJson[]>()('GET', '/api/v1/singlePaymentByEmail/:email', { params: z.object({ email: apiEmail }), query: pageQuery }),
  record: route<RecordedPayment>()('POST', '/api/v1/createPayment', {
    // The spec's client sends { paymentDetails: { name, email, refund, transactionId, amount } };
    // only the PaymentIntent id is used: everything else comes from Stripe and the account.
    body: z
      .object({ transactionId: stripeIntentId.optional(), paymentDetails: z.looseObject({ transactionId: stripeIntentId }).optional() })
      .refine((body) => body.transactionId ?? body.paymentDetails?.transactionId, 'Send the PaymentIntent id as transactionId.'),
  }),
  update: route<UpdatedPayment>()('PUT', '/api/v1/updatePayment', {
    query: z.object({ email: apiEmail }),
    body: z.object({ refund: refundStateSchema, paymentId: stripeIntentId.optional(), transactionId: stripeIntentId.optional() }),
  }),
  remove: route<DeletedPayment>()('DELETE', '/api/v1/deletePayment/:paymentId', { params: z.object({ paymentId: stripeIntentId }) }),
  createIntent: route<PaymentIntent>()('POST', '/create-payment-intent', {
    body: z.object({
      // The spec's client sends the price; the server's is the only one used, so any other is a mistake.
      premiumPrice: z
        .union([z.number(), z.string()])
        .refine((price) => Number(price) === PREMIUM_PRICE_USD, `premiumPrice must be ${String(PREMIUM_PRICE_USD)}: the price is fixed.`)
        .optional(),
      /** One id per checkout page, so a double click reuses the same PaymentIntent. */
      checkoutId: z.string().regex(/^[\w-]{8,64}$/).optional(),
    }),
  }),
  refundIntent: route<RefundedPaymentIntent>()('POST', '/refund-payment-intent', {
    // The spec sends { transactionID: { tId } }; a plain id is accepted too.
    body: z.object({ transactionID: z.union([stripeIntentId, z.object({ tId: stripeIntentId })]) }),
  }),
  stripeWebhook: route<WebhookReceipt>()('POST', '/stripe/webhook'),
};
