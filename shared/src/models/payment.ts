import { z } from 'zod/mini';
import { storedDate } from './stored-date';

/** Refund states of a payment (SPEC.md section 4), stored as these strings: "false" -> "processing" -> "true". */
export const REFUND_STATES = ['false', 'processing', 'true'] as const;
export const refundStateSchema = z.enum(REFUND_STATES);
export type RefundState = z.infer<typeof refundStateSchema>;

export const isRefundState = (value: string): value is RefundState => (REFUND_STATES as readonly string[]).includes(value);

/** The states of a payment that was not refunded: only these buy premium and count as revenue. */
export const NOT_REFUNDED_STATES = ['false', 'processing'] as const satisfies readonly RefundState[];

declare const otherRefundValue: unique symbol;
/**
 * A stored refund value that is none of the states: the app never writes one, but a document
 * edited in the console (or by an older version) may hold one. Branded, so it can never be
 * passed on where a state is written.
 */
export type OtherRefundValue = string & { readonly [otherRefundValue]: true };
export type StoredRefund = RefundState | OtherRefundValue;

/**
 * A refund as read: a state, or any other string kept as it is stored. The spec shows such a
 * value as its own label (SPEC.md section 4), so one odd document never hides a whole list.
 */
export const storedRefundSchema = z.union([
  refundStateSchema,
  z.custom<OtherRefundValue>((value) => typeof value === 'string', 'Expected the refund as a string'),
]);

/**
 * `payments/{paymentIntentId}`: a premium payment, recorded by the server only after Stripe
 * confirmed it. Readable by its owner (`uid`) and admins. This is what may be written (the
 * functions validate whole-document writes with it); readers use `storedPaymentSchema`.
 */
export const paymentSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  createdAt: storedDate,
  /** The Stripe PaymentIntent id, which is also the document id. */
  transactionId: z.string().check(z.minLength(1)),
  refund: refundStateSchema,
  /** In the smallest currency unit (10700 for 107 USD). */
  amount: z.int().check(z.positive()),
  currency: z.string().check(z.minLength(3), z.maxLength(3)),
  /** The payer's role when they paid ('admin' or ''), as the spec's payment records carry it. */
  role: z.string(),
  refundRequestedAt: z.optional(storedDate),
  refundId: z.optional(z.string()),
  refundedAt: z.optional(storedDate),
  /**
   * A chargeback: the card holder's bank disputes the payment (Stripe `charge.dispute.*`). While
   * a dispute is open or lost, the payment buys no premium; a won dispute gives it back.
   */
  dispute: z.optional(
    z.object({
      id: z.string(),
      /** Stripe's dispute status: warning_needs_response, needs_response, under_review, won, lost, … */
      status: z.string(),
      openedAt: storedDate,
    }),
  ),
});
export type Payment = z.output<typeof paymentSchema>;

/** A payment as read: the same fields, with any refund value kept (see `storedRefundSchema`). */
export const storedPaymentSchema = z.extend(paymentSchema, { refund: storedRefundSchema });
export type StoredPayment = z.output<typeof storedPaymentSchema>;

/** Whether a payment counts toward premium as far as disputes go: none, or one the seller won. */
export function disputeAllowsPremium(dispute: Payment['dispute']): boolean {
  return dispute === undefined || dispute.status === 'won';
}
