import { quizVersion } from '@quizmaster/shared/models/quiz';
import { REVIEW_PARTS, reviewAccess, reviewPolicyOf, type ReviewedQuestion, type ReviewPart } from '@quizmaster/shared/review-policy';
import { inAttemptOrder } from '@quizmaster/shared/attempt-draw';
import { isExactMatch } from '@quizmaster/shared/scoring-modes';
import type { Caller } from '../api/caller';
import { forbidden, HttpError, notFound } from '../api/errors';
import { refs } from '../firebase';
import { accommodationOf } from './accommodations';
import { requireQuiz } from './quizzes';

/** Whether the player has used every attempt they are allowed here, none of them running (`knownAttempt`: one they started, for players without a tally). */
export async function usedEveryAttempt(quizId: string, userId: string, knownAttempt: number, attemptsAllowed: number): Promise<boolean> {
  const started = (await refs.attemptTally(quizId, userId).get()).data()?.started ?? knownAttempt;
  if (started < attemptsAllowed) return false;
  const latest = (await refs.attempts(quizId).doc(`${userId}-${String(started)}`).get()).data();
  return latest?.status !== 'open';
}

/**
 * The review of one attempt (GET /attempt-review/{quizId}/{attemptId}): its questions in the
 * order and with the options the player saw, and the parts of the review the quiz's policy
 * allows now. A player asking before the policy allows gets a 403 that says when it opens, and
 * nothing about correctness. Admins see every part of any attempt.
 */
export async function reviewAttempt(caller: Caller, quizId: string, attemptId: string) {
  const [quiz, attemptSnapshot] = await Promise.all([requireQuiz(quizId), refs.attempts(quizId).doc(attemptId).get()]);
  const attempt = attemptSnapshot.data();
  if (!attempt) throw notFound(`No attempt has the id ${attemptId} in this quiz.`);
  if (attempt.userId !== caller.uid && !caller.isAdmin) throw forbidden('This attempt belongs to someone else.');

  let shows: readonly ReviewPart[] = REVIEW_PARTS;
  if (!caller.isAdmin) {
    const accommodation = await accommodationOf(attempt.userId);
    const access = reviewAccess(reviewPolicyOf(quiz), {
      now: new Date(),
      attemptFinished: attempt.status !== 'open',
      noAttemptsLeft: await usedEveryAttempt(quizId, attempt.userId, attempt.attempt, 1 + quiz.retakeCount + accommodation.extraAttempts),
      closesAt: quiz.closesAt ?? null,
    });
    if (!access.open) throw new HttpError(403, 'review-not-available', access.reason);
    shows = access.shows;
  }

  const [questionSnapshots, key, submission] = await Promise.all([
    Promise.all(attempt.questionIds.map((id) => refs.question(quizId, id).get())),
    refs.attemptKey(quizId, attemptId).get(),
    refs.submissions(quizId).doc(attemptId).get(),
  ]);
  // Attempts from before attempt keys were scored against the quiz's key: read it only when needed.
  const rightAnswers = key.data()?.answers ?? (shows.includes('right-answers') ? ((await refs.answerKey(quizId).get()).data()?.answers ?? {}) : {});

  const questions = questionSnapshots.flatMap((snapshot): ReviewedQuestion[] => {
    const question = snapshot.data();
    if (!question) return [];
    const chosen = attempt.answers[snapshot.id] ?? [];
    const right = rightAnswers[snapshot.id] ?? [];
    const explanation = question.explanation ?? '';
    return [
      {
        _id: snapshot.id,
        question: question.question,
        options: inAttemptOrder(question.options, attempt.optionOrder?.[snapshot.id]),
        ...(shows.includes('answers') ? { chosen } : {}),
        ...(shows.includes('right-answers') ? { right, correct: right.length > 0 && isExactMatch(chosen, right) } : {}),
        ...(shows.includes('explanations') && explanation ? { explanation } : {}),
      },
    ];
  });
  const result = submission.data();
  return {
    quiz: { _id: quizId, quizName: quiz.quizName },
    attempt: attempt.attempt,
    status: attempt.status,
    shows,
    result: result ? { marks: result.marks, grade: result.grade, points: result.points, submittedAt: result.submittedAt.toISOString() } : null,
    // The questions as they are now: an edit since the attempt changes their text, not the score.
    editedSince: attempt.quizVersion !== undefined && attempt.quizVersion !== quizVersion(quiz),
    missingQuestions: attempt.questionIds.length - questions.length,
    questions,
  };
}
