import { PREMIUM_PRICE_USD } from '@quizmaster/shared/constants';
import type { RefundState } from '@quizmaster/shared/models/payment';

/** One bar of a dashboard chart. */
export interface ChartBar {
  label: string;
  value: number;
}

/** SPEC.md "Dashboard summary cards": 107 dollars for every payment that was not refunded. */
export function revenueUsd(payments: readonly { refund: RefundState }[]): number {
  return payments.filter((payment) => payment.refund !== 'true').length * PREMIUM_PRICE_USD;
}

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/**
 * Payments per calendar month (UTC) for the last `months` months up to `now`, oldest first;
 * months without payments are bars of 0, so the chart keeps its time axis.
 */
export function paymentsPerMonth(payments: readonly { createdAt: Date }[], now: Date, months = 6): ChartBar[] {
  const keyOf = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();
  const last = keyOf(now);
  const counts = new Map<number, number>();
  for (const { createdAt } of payments) counts.set(keyOf(createdAt), (counts.get(keyOf(createdAt)) ?? 0) + 1);
  return Array.from({ length: months }, (_, index) => {
    const key = last - months + 1 + index;
    const start = new Date(Date.UTC(Math.floor(key / 12), key % 12, 1));
    return { label: monthLabel.format(start), value: counts.get(key) ?? 0 };
  });
}

/** The quizzes with the most submissions, most first (ties by name), at most `limit` bars. */
export function submissionsPerQuiz(quizzes: readonly { quizName: string; submissionCount: number }[], limit = 6): ChartBar[] {
  return [...quizzes]
    .sort((a, b) => b.submissionCount - a.submissionCount || a.quizName.localeCompare(b.quizName))
    .slice(0, limit)
    .map((quiz) => ({ label: quiz.quizName, value: quiz.submissionCount }));
}
