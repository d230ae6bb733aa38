import { isRefundState, type RefundState, type StoredRefund } from './models/payment';

/**
 * The refund state machine (SPEC.md section 4, DESIGN.md improvement 5):
 *   "false" --owner requests--> "processing" --admin refunds through Stripe--> "true"
 * A refund made in the Stripe dashboard (webhook) moves "false" or "processing" to "true".
 * Everything else is refused: 403 when the actor may never make that move, 409 when the payment's
 * current state does not allow it (the message names the state). A stored value that is none of
 * the states allows no move at all: nobody knows what it means.
 */
export type RefundActor = 'owner' | 'admin' | 'stripe';

export type RefundDecision = { allowed: true } | { allowed: false; status: 403 | 409; message: string };

const refused = (status: 403 | 409, message: string): RefundDecision => ({ allowed: false, status, message });

export function decideRefundTransition(current: StoredRefund, target: RefundState, actor: RefundActor): RefundDecision {
  if (target === 'false') return refused(409, `A refund cannot be undone: this payment's refund is "${current}".`);
  const unknown = () => refused(409, `This payment's refund is "${current}", which is none of "false", "processing" and "true": it cannot change.`);
  if (target === 'processing') {
    if (actor !== 'owner') return refused(403, 'Only the person who paid can ask for a refund.');
    if (!isRefundState(current)) return unknown();
    if (current === 'false') return { allowed: true };
    return refused(409, current === 'processing' ? 'A refund of this payment is already "processing".' : 'This payment is already refunded ("true").');
  }
  if (actor === 'owner') return refused(403, 'You are not eligible to mark a payment refunded: an admin refunds it.');
  if (!isRefundState(current)) return unknown();
  if (current === 'processing' || (actor === 'stripe' && current === 'false')) return { allowed: true };
  return refused(
    409,
    current === 'true' ? 'This payment is already refunded ("true").' : 'The payer has not asked for a refund: this payment\'s refund is "false".',
  );
}
