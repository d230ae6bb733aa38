import { refundLabels } from '@quizmaster/shared/messages';
import { isPremiumActive } from '@quizmaster/shared/premium';

/**
 * "Marked as paid" (SPEC.md "My Payment Details"): at least one payment that was not refunded,
 * or premium still running. Only then is the payments table shown.
 */
export function isPaidUser(payments: readonly { refund: string }[], premiumUntil: Date | null, now: Date = new Date()): boolean {
  return payments.some((payment) => payment.refund !== 'true') || isPremiumActive(premiumUntil, now);
}

/** The Date column: the first 10 characters of the creation time (YYYY-MM-DD, UTC). */
export function paymentDate(createdAt: Date): string {
  return createdAt.toISOString().slice(0, 10);
}

/** What the player can do with a payment, by its refund state (SPEC.md section 4). */
export type RefundAction = { kind: 'request' } | { kind: 'status'; label: string };

/** "false" can be refunded; every other value is shown as its label, with no action. */
export function refundActionFor(refund: string): RefundAction {
  switch (refund) {
    case 'false':
      return { kind: 'request' };
    case 'processing':
      return { kind: 'status', label: refundLabels.processing };
    case 'true':
      return { kind: 'status', label: refundLabels.refunded };
    default:
      // A value the app never writes (a hand edit) is shown as it is stored.
      return { kind: 'status', label: refund };
  }
}
