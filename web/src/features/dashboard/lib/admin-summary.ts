import { PREMIUM_PRICE_USD } from '@quizmaster/shared/constants';

/** One bar of a dashboard chart. */
export interface ChartBar {
  label: string;
  value: number;
}

/** How many months the "Payments per month" chart shows, and how many quizzes "Submissions per quiz" shows. */
export const CHART_MONTHS = 6;
export const CHART_QUIZZES = 6;

/**
 * SPEC.md "Dashboard summary cards": 107 dollars for every payment (DESIGN.md: every payment that
 * was not refunded; the functions keep that count in the payment figures, models/payment-stats.ts).
 */
export function revenueUsd(paymentsNotRefunded: number): number {
  return paymentsNotRefunded * PREMIUM_PRICE_USD;
}

/** A calendar month (UTC): its chart label and its range [start, end). */
export interface MonthRange {
  label: string;
  start: Date;
  end: Date;
}

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** The last `months` calendar months (UTC) up to and including the one of `now`, oldest first. */
export function lastMonths(now: Date, months = CHART_MONTHS): MonthRange[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const monthStart = (key: number) => new Date(Date.UTC(Math.floor(key / 12), key % 12, 1));
  return Array.from({ length: months }, (_, index) => {
    const key = current - months + 1 + index;
    return { label: monthLabel.format(monthStart(key)), start: monthStart(key), end: monthStart(key + 1) };
  });
}

/**
 * "Payments per month": each month's bar is its count of payments (refunded ones included);
 * months without payments are bars of 0, so the chart keeps its time axis.
 */
export function monthBars(months: readonly MonthRange[], counts: readonly number[]): ChartBar[] {
  return months.map((month, index) => ({ label: month.label, value: counts[index] ?? 0 }));
}

/**
 * "Submissions per quiz": one bar per quiz, in the order of mostTakenQuizzesQuery (most taken
 * first, ties by name, as Firestore orders them), which already keeps only the top CHART_QUIZZES.
 */
export function submissionsPerQuiz(quizzes: readonly { quizName: string; submissionCount: number }[]): ChartBar[] {
  return quizzes.map((quiz) => ({ label: quiz.quizName, value: quiz.submissionCount }));
}
