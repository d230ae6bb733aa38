import { getCount, getDoc, getDocs, type Firestore } from 'firebase/firestore/lite';
import { ownBestSubmissionQuery, ownLatestSubmissionQuery, ownSubmissionsForCount, quizByIdRef } from '@/lib/firestore/one-shot-reads';

export interface PlayerFigures {
  quizzesTaken: number;
  /** Marks of the best result, or null before the first quiz. */
  bestMarks: number | null;
  /** The latest result, or null before the first quiz; its quiz's name when the quiz is still there. */
  latest: { marks: number; quizName: string | null; quizId: string; attemptId: string } | null;
}

/** The name of a result's quiz, or null when it is gone or cannot be read (the result still shows). */
async function quizNameOf(db: Firestore, quizId: string): Promise<string | null> {
  try {
    return (await getDoc(quizByIdRef(db, quizId))).data()?.quizName ?? null;
  } catch (error) {
    console.error(error);
    return null;
  }
}

/**
 * The player's own figures, read once through Firestore Lite: a `count()` of their results, their
 * single best one and their latest one (so a player back from Submit finds their score here),
 * with its quiz's name.
 */
export async function readPlayerFigures(db: Firestore, uid: string): Promise<PlayerFigures> {
  const [taken, best, latest] = await Promise.all([
    getCount(ownSubmissionsForCount(db, uid)),
    getDocs(ownBestSubmissionQuery(db, uid)),
    getDocs(ownLatestSubmissionQuery(db, uid)),
  ]);
  const latestDoc = latest.docs[0];
  const latestResult = latestDoc?.data();
  return {
    quizzesTaken: taken.data().count,
    bestMarks: best.docs[0]?.data().marks ?? null,
    latest:
      latestDoc && latestResult
        ? // A result's id is its attempt's: the review link needs both.
          { marks: latestResult.marks, quizName: await quizNameOf(db, latestResult.quizId), quizId: latestResult.quizId, attemptId: latestDoc.id }
        : null,
  };
}
