import { getCountFromServer, getDocs, type Firestore } from 'firebase/firestore';
import { paymentMonthKey, sumPaymentStats } from '@quizmaster/shared/models/payment-stats';
import { allQuizzesForCount, mostTakenQuizzesQuery, paymentStatsShards } from '@/lib/firestore/refs';
import { CHART_QUIZZES, lastMonths, monthBars, submissionsPerQuiz, type ChartBar } from '../lib/admin-summary';

export interface AdminFigures {
  /** Total Quiz. */
  quizCount: number;
  /** Payments whose refund is "false" or "processing": the revenue is 107 dollars each. */
  paymentsNotRefunded: number;
  paymentsPerMonth: ChartBar[];
  submissionsPerQuiz: ChartBar[];
}

/**
 * The admin dashboard's figures, read once: a `count()` of the quizzes, the payment figures'
 * shards (kept exact by the functions with every payment, refund and deletion) and the six
 * most taken quizzes. Opening the dashboard costs the same whatever the data size: the count is
 * billed one read per 1,000 quizzes, the rest is a fixed number of documents.
 */
export async function readAdminFigures(db: Firestore, now: Date): Promise<AdminFigures> {
  const months = lastMonths(now);
  const [quizCount, statsShards, mostTaken] = await Promise.all([
    getCountFromServer(allQuizzesForCount(db)),
    getDocs(paymentStatsShards(db)),
    getDocs(mostTakenQuizzesQuery(db, CHART_QUIZZES)),
  ]);
  const stats = sumPaymentStats(statsShards.docs.map((shard) => shard.data()));
  return {
    quizCount: quizCount.data().count,
    paymentsNotRefunded: stats.notRefunded,
    paymentsPerMonth: monthBars(
      months,
      months.map((month) => stats.months[paymentMonthKey(month.start)] ?? 0),
    ),
    submissionsPerQuiz: submissionsPerQuiz(mostTaken.docs.map((quiz) => quiz.data())),
  };
}

/** How long figures prefetched as the route loaded still count as this visit's. */
const PREFETCH_FRESH_MS = 10_000;
let prefetched: { db: Firestore; at: number; figures: Promise<AdminFigures> } | null = null;

/** Starts reading the figures as the navigation to the dashboard starts (see adminPrefetch). */
export function prefetchAdminFigures(db: Firestore): void {
  const figures = readAdminFigures(db, new Date());
  // Failures are the dashboard's to show, when it reads them (takeAdminFigures).
  figures.catch(() => undefined);
  prefetched = { db, at: Date.now(), figures };
}

/** The figures for the dashboard now showing: the prefetched read when there is a fresh one (used once), else a new one. */
export function takeAdminFigures(db: Firestore): Promise<AdminFigures> {
  const fresh = prefetched !== null && prefetched.db === db && Date.now() - prefetched.at < PREFETCH_FRESH_MS ? prefetched.figures : null;
  prefetched = null;
  return fresh ?? readAdminFigures(db, new Date());
}
