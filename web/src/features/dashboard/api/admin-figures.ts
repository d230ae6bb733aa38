import { getCountFromServer, getDocs, type Firestore, type Query } from 'firebase/firestore';
import {
  allQuizzesForCount,
  mostTakenQuizzesQuery,
  paymentsMadeBetweenQuery,
  paymentsNotRefundedQuery,
} from '@/lib/firestore/refs';
import { CHART_QUIZZES, lastMonths, monthBars, submissionsPerQuiz, type ChartBar } from '../lib/admin-summary';

export interface AdminFigures {
  /** Total Quiz. */
  quizCount: number;
  /** Payments whose refund is "false" or "processing": the revenue is 107 dollars each. */
  paymentsNotRefunded: number;
  paymentsPerMonth: ChartBar[];
  submissionsPerQuiz: ChartBar[];
}

const countOf = async (query: Query) => (await getCountFromServer(query)).data().count;

/**
 * The admin dashboard's figures, read once: eight `count()` aggregations (quizzes, payments not
 * refunded, payments in each of the last six months) and the six most taken quizzes. None reads
 * the documents it counts, so opening the dashboard costs the same whatever the data size
 * (Firestore bills an aggregation one read per 1,000 index entries it counts).
 */
export async function readAdminFigures(db: Firestore, now: Date): Promise<AdminFigures> {
  const months = lastMonths(now);
  const [quizCount, paymentsNotRefunded, perMonth, mostTaken] = await Promise.all([
    countOf(allQuizzesForCount(db)),
    countOf(paymentsNotRefundedQuery(db)),
    Promise.all(months.map((month) => countOf(paymentsMadeBetweenQuery(db, month.start, month.end)))),
    getDocs(mostTakenQuizzesQuery(db, CHART_QUIZZES)),
  ]);
  return {
    quizCount,
    paymentsNotRefunded,
    paymentsPerMonth: monthBars(months, perMonth),
    submissionsPerQuiz: submissionsPerQuiz(mostTaken.docs.map((quiz) => quiz.data())),
  };
}
