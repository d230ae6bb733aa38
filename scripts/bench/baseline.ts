/**
 * The latency baseline: the same Firestore reads and writes as an API call, done straight with
 * the Admin SDK from the bench process (no HTTP, no auth, no function worker, no validation), so
 * the API's figures can be read as a multiple of what Firestore itself costs here.
 * Mirrors functions/src/api/quizzes.ts (get-single-quiz) and submitAttempt in
 * functions/src/services/attempts.ts (submit-quiz); keep them in step.
 */
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { scoreAnswers } from '@quizmaster/shared/grading';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { paths } from '@quizmaster/shared/paths';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { countSubmission, refreshSubmissionCount } from '@quizmaster/functions/services/submission-counter';

/** get-single-quiz: the quiz, then its questions and the first page of the caller's submissions in parallel. */
export async function bareGetSingleQuiz(db: Firestore, quizId: string, uid: string): Promise<void> {
  const quiz = await db.doc(paths.quiz(quizId)).get();
  if (!quiz.exists) throw new Error(`No quiz ${quizId}`);
  await Promise.all([
    db.collection(paths.questions(quizId)).orderBy('order').get(),
    db
      .collection(paths.submissions(quizId))
      .where('userId', '==', uid)
      .orderBy('submittedAt', 'desc')
      .orderBy(FieldPath.documentId(), 'desc')
      .limit(PAGE_SIZES.apiDefault + 1)
      .get(),
  ]);
}

interface StoredAttempt {
  userId: string;
  userName: string;
  userEmail: string;
  attempt: number;
  paid: boolean;
  questionIds: string[];
  answers: Record<string, number[]>;
  startedAt: unknown;
}

/**
 * submit-quiz: read the quiz, then in one transaction read the attempt and the answer key, create
 * the submission, close the attempt and add 1 to a shard of the quiz's submission count; then
 * bring the quiz's figure up to the shards' total (the counter's own functions, as the API).
 */
export async function bareSubmitQuiz(db: Firestore, quizId: string, attemptId: string, answers: Record<string, number[]>): Promise<void> {
  const quiz = await db.doc(paths.quiz(quizId)).get();
  if (!quiz.exists) throw new Error(`No quiz ${quizId}`);
  await db.runTransaction(async (transaction) => {
    const attemptRef = db.collection(paths.attempts(quizId)).doc(attemptId);
    const attempt = (await transaction.get(attemptRef)).data() as StoredAttempt | undefined;
    if (!attempt) throw new Error(`No attempt ${attemptId}`);
    const key = (await transaction.get(db.doc(paths.answerKey(quizId)))).data() as { answers?: Record<string, number[]> } | undefined;
    const merged = { ...attempt.answers, ...answers };
    const score = scoreAnswers(attempt.questionIds, key?.answers ?? {}, merged);
    const now = new Date();
    transaction.create(db.collection(paths.submissions(quizId)).doc(attemptId), {
      userId: attempt.userId,
      userName: attempt.userName,
      userEmail: attempt.userEmail,
      marks: score.marks,
      points: score.points,
      grade: score.grade,
      paid: attempt.paid,
      attempt: attempt.attempt,
      startedAt: attempt.startedAt,
      submittedAt: now,
    });
    transaction.update(attemptRef, { status: 'submitted', answers: merged, submittedAt: now });
    countSubmission(transaction, dataRefs(db), quizId);
  });
  await refreshSubmissionCount(dataRefs(db), quizId);
}
