import { PREMIUM_DURATION_DAYS } from './constants';
import { NOT_REFUNDED_STATES, type StoredRefund } from './models/payment';

const PREMIUM_MS = PREMIUM_DURATION_DAYS * 24 * 60 * 60 * 1000;

/**
 * When premium ends, from a user's payments: each payment not refunded adds a year, starting at
 * the payment or, if premium was still running then, at its current end (a renewal extends it).
 * Computed from scratch every time, so replays, refunds and races all converge on one answer.
 * Returns null when no payment counts; the date may lie in the past (premium has ended). A refund
 * value that is none of the states counts as nothing, as in the revenue.
 */
export function premiumUntilFor(payments: readonly { paidAt: Date; refund: StoredRefund }[]): Date | null {
  let end: number | null = null;
  const notRefunded: readonly StoredRefund[] = NOT_REFUNDED_STATES;
  const counted = payments.filter((payment) => notRefunded.includes(payment.refund)).map((payment) => payment.paidAt.getTime());
  for (const paidAt of counted.sort((a, b) => a - b)) {
    const start: number = end !== null && end > paidAt ? end : paidAt;
    end = start + PREMIUM_MS;
  }
  return end === null ? null : new Date(end);
}

export function isPremiumActive(premiumUntil: Date | null, now = new Date()): boolean {
  return premiumUntil !== null && premiumUntil.getTime() > now.getTime();
}
