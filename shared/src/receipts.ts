import { PREMIUM_DURATION_DAYS, PRODUCT_NAME } from './constants';
import { NOT_REFUNDED_STATES, type StoredRefund } from './models/payment';
import { fileSlug } from './certificates';

/**
 * Payment receipts (ADR 0023): the words of the receipt PDF (GET /api/v1/payments/{paymentId}/receipt),
 * its file name and the premium period a payment bought. Money comes from the stored payment.
 */

const PREMIUM_MS = PREMIUM_DURATION_DAYS * 24 * 60 * 60 * 1000;

/** What the receipt says was bought. */
export const RECEIPT_PRODUCT = `${PRODUCT_NAME} Premium — 1 year`;

export const RECEIPT_TEXT = {
  title: 'Receipt',
  number: 'Receipt number',
  date: 'Date',
  billedTo: 'Billed to',
  item: 'Item',
  amount: 'Amount',
  total: 'Total paid',
  period: 'Premium period',
  status: 'Status',
  paid: 'Paid',
  refundRequested: 'Paid (refund requested)',
  refunded: (day: string) => `Refunded on ${day}`,
  /** A refund value that is none of the states (see storedRefundSchema): printed as stored. */
  other: (value: string) => `Paid (refund: ${value})`,
  thanks: `Thank you for supporting ${PRODUCT_NAME}.`,
} as const;

/** An amount in the smallest currency unit as printed: 10700 usd -> "107.00 USD" (as the audit log shows money). */
export const printedAmount = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The receipt's file name: `quiz-master-receipt-<payment id>.pdf`. */
export const receiptFileName = (paymentId: string) => `${fileSlug(PRODUCT_NAME, 'receipt')}-receipt-${paymentId}.pdf`;

export interface PaymentForPeriod {
  id: string;
  paidAt: Date;
  refund: StoredRefund;
  /** False for a payment that buys nothing besides its refund state (a dispute not won). */
  counts?: boolean;
}

/**
 * The year of premium one payment bought, by the rule of premiumUntilFor (shared/src/premium.ts):
 * the payer's payments that count, oldest first, each adding a year from the payment or from the
 * end of the premium running then. Null when this payment buys nothing (refunded, disputed, or
 * a refund value that is none of the states).
 */
export function premiumPeriodOf(paymentId: string, payments: readonly PaymentForPeriod[]): { from: Date; until: Date } | null {
  const notRefunded: readonly StoredRefund[] = NOT_REFUNDED_STATES;
  const counted = payments
    .filter((payment) => payment.counts !== false && notRefunded.includes(payment.refund))
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || a.id.localeCompare(b.id));
  let end: number | null = null;
  for (const payment of counted) {
    const paidAt = payment.paidAt.getTime();
    const start: number = end !== null && end > paidAt ? end : paidAt;
    end = start + PREMIUM_MS;
    if (payment.id === paymentId) return { from: new Date(start), until: new Date(end) };
  }
  return null;
}
