import { getCountFromServer, getDocs, type Firestore } from 'firebase/firestore';
import { userBestSubmissionQuery, userSubmissionsForCount } from '@/lib/firestore/refs';

export interface PlayerFigures {
  quizzesTaken: number;
  /** Marks of the best result, or null before the first quiz. */
  bestMarks: number | null;
}

/** The player's own figures, read once: a `count()` of their results and their single best one. */
export async function readPlayerFigures(db: Firestore, uid: string): Promise<PlayerFigures> {
  const [taken, best] = await Promise.all([getCountFromServer(userSubmissionsForCount(db, uid)), getDocs(userBestSubmissionQuery(db, uid))]);
  return { quizzesTaken: taken.data().count, bestMarks: best.docs[0]?.data().marks ?? null };
}
