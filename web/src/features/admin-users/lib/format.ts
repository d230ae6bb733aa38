import { adminRefundStateLabels } from '@quizmaster/shared/messages';
import { isRefundState, type StoredRefund } from '@quizmaster/shared/models/payment';

export const shortDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Stored amounts are in cents (10700 = $107.00). */
export const formatCents = (cents: number) => money.format(cents / 100);

/** A payment's refund state in the admin's words (as in the payments list); any other value as it is stored. */
export const refundLabel = (refund: StoredRefund): string => (isRefundState(refund) ? adminRefundStateLabels[refund] : refund);
