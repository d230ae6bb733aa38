import { paths } from '@quizmaster/shared/paths';
import { readers } from '@/lib/firestore/readers';
import { countQuery, getDocument, runQuery, type Reader } from '@/lib/firestore/rest';
import { ownBestSubmissionQuery, ownLatestSubmissionQuery, ownSubmissionsForCount } from '@/lib/firestore/rest-refs';

export interface PlayerFigures {
  quizzesTaken: number;
  /** Marks of the best result, or null before the first quiz. */
  bestMarks: number | null;
  /** The latest result, or null before the first quiz; its quiz's name when the quiz is still there. */
  latest: { marks: number; quizName: string | null; quizId: string; attemptId: string } | null;
}

/** The name of a result's quiz, or null when it is gone or cannot be read (the result still shows). */
async function quizNameOf(reader: Reader, quizId: string): Promise<string | null> {
  try {
    const quiz = await getDocument(reader, paths.quiz(quizId));
    return quiz ? readers.quizSummary(quiz.data).quizName : null;
  } catch (error) {
    console.error(error);
    return null;
  }
}

/**
 * The player's own figures, read once through the REST reader with their ID token (no Firestore
 * SDK on the dashboard): a `count()` of their results, their single best one and their latest
 * one (so a player back from Submit finds their score here), with its quiz's name.
 */
export async function readPlayerFigures(reader: Reader, uid: string): Promise<PlayerFigures> {
  const [taken, best, latest] = await Promise.all([
    countQuery(reader, ownSubmissionsForCount(uid)),
    runQuery(reader, ownBestSubmissionQuery(uid)),
    runQuery(reader, ownLatestSubmissionQuery(uid)),
  ]);
  const bestResult = best[0] ? readers.submission(best[0].data) : undefined;
  const latestDoc = latest[0];
  const latestResult = latestDoc ? readers.submission(latestDoc.data) : undefined;
  // The result's quiz is its parent's parent: quizzes/{quizId}/submissions/{attemptId}.
  const quizId = latestDoc?.path.split('/')[1];
  return {
    quizzesTaken: taken,
    bestMarks: bestResult?.marks ?? null,
    latest:
      latestDoc && latestResult && quizId
        ? // A result's id is its attempt's: the review link needs both.
          { marks: latestResult.marks, quizName: await quizNameOf(reader, quizId), quizId, attemptId: latestDoc.id }
        : null,
  };
}
