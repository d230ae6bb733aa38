import { z } from 'zod';
import { storedDate } from './stored-date';

/** Refund states of a payment (SPEC.md section 4), stored as these strings: "false" -> "processing" -> "true". */
export const REFUND_STATES = ['false', 'processing', 'true'] as const;
export const refundStateSchema = z.enum(REFUND_STATES);
export type RefundState = z.infer<typeof refundStateSchema>;

/**
 * `payments/{paymentIntentId}`: a premium payment, recorded by the server only after Stripe
 * confirmed it. Readable by its owner (`uid`) and admins.
 */
export const paymentSchema = z.object({
  uid: z.string().min(1),
  name: z.string(),
  email: z.string(),
  createdAt: storedDate,
  /** The Stripe PaymentIntent id, which is also the document id. */
  transactionId: z.string().min(1),
  refund: refundStateSchema,
  /** In the smallest currency unit (10700 for 107 USD). */
  amount: z.number().int().positive(),
  currency: z.string().min(3).max(3),
  /** The payer's role when they paid ('admin' or ''), as the spec's payment records carry it. */
  role: z.string(),
  refundRequestedAt: storedDate.optional(),
  refundId: z.string().optional(),
  refundedAt: storedDate.optional(),
});
export type Payment = z.output<typeof paymentSchema>;
