import { questionRevisionOf, type Question } from '@quizmaster/shared/models/question';
import { quizVersion, type QuizSummary } from '@quizmaster/shared/models/quiz';
import { REVIEW_PARTS, reviewAccess, reviewPolicyOf, type ReviewedQuestion, type ReviewPart } from '@quizmaster/shared/review-policy';
import { inAttemptOrder } from '@quizmaster/shared/attempt-draw';
import { DEFAULT_SCORING_MODE, isExactMatch, questionPoints } from '@quizmaster/shared/scoring-modes';
import { scoreTypedQuestion } from '@quizmaster/shared/question-types/score';
import { solutionOf } from '@quizmaster/shared/question-types/solution';
import type { Caller } from '../domain/caller';
import { forbidden, HttpError, notFound } from '../domain/errors';
import { refs } from '../firebase';
import { accommodationOf } from './accommodations';
import { canTakeAnswers, servedContent } from './attempts';
import { requireQuiz } from './quizzes';

/**
 * Where a player stands at a quiz, for its review policy: whether every attempt they are allowed
 * has been started with none running (`noAttemptsLeft`), and whether their latest attempt can
 * still take answers (`attemptInProgress`: a review giving correctness away waits for it).
 * `knownAttempt` is one they started, for players without a tally.
 */
export async function attemptStanding(quiz: Pick<QuizSummary, 'closesAt'>, quizId: string, userId: string, knownAttempt: number, attemptsAllowed: number) {
  const started = (await refs.attemptTally(quizId, userId).get()).data()?.started ?? knownAttempt;
  const latest = (await refs.attempts(quizId).doc(`${userId}-${String(started)}`).get()).data();
  return {
    noAttemptsLeft: started >= attemptsAllowed && latest?.status !== 'open',
    attemptInProgress: !!latest && canTakeAnswers(latest, quiz.closesAt, new Date()),
  };
}

/** The content of each reviewed question as the attempt was served it (the key's revisions), read from the question or its kept revision. */
async function servedContents(quizId: string, questionIds: readonly string[], revisions: Readonly<Record<string, number>> | undefined) {
  const current = await Promise.all(questionIds.map((id) => refs.question(quizId, id).get()));
  return Promise.all(
    current.map(async (snapshot): Promise<[string, Pick<Question, 'question' | 'questionHtml' | 'image' | 'options' | 'explanation' | 'explanationHtml' | 'type' | 'content'>] | null> => {
      const question = snapshot.data();
      const served = revisions?.[snapshot.id];
      // Keys from before revisions: the current content, as reviews showed before.
      if (served === undefined) return question ? [snapshot.id, question] : null;
      if (question && questionRevisionOf(question) === served) return [snapshot.id, question];
      const kept = (await refs.questionRevision(quizId, snapshot.id, served).get()).data();
      return kept ? [snapshot.id, kept] : null;
    }),
  );
}

/**
 * The review of one attempt (GET /attempt-review/{quizId}/{attemptId}): its questions as the
 * player saw them (the content of the revision served, in the attempt's order of questions and
 * options, never a later edit or a draft), and the parts of the review the quiz's policy allows
 * now. A player asking before the policy allows gets a 403 that says when it opens, and nothing
 * about correctness. Admins see every part of any attempt.
 */
export async function reviewAttempt(caller: Caller, quizId: string, attemptId: string) {
  const [quiz, attemptSnapshot] = await Promise.all([requireQuiz(quizId), refs.attempts(quizId).doc(attemptId).get()]);
  const attempt = attemptSnapshot.data();
  if (!attempt) throw notFound(`No attempt has the id ${attemptId} in this quiz.`);
  if (attempt.userId !== caller.uid && !caller.isAdmin) throw forbidden('This attempt belongs to someone else.');

  let shows: readonly ReviewPart[] = REVIEW_PARTS;
  if (!caller.isAdmin) {
    const accommodation = await accommodationOf(attempt.userId);
    const standing = await attemptStanding(quiz, quizId, attempt.userId, attempt.attempt, 1 + quiz.retakeCount + accommodation.extraAttempts);
    const access = reviewAccess(reviewPolicyOf(quiz), {
      now: new Date(),
      attemptFinished: attempt.status !== 'open',
      ...standing,
      closesAt: quiz.closesAt ?? null,
    });
    if (!access.open) throw new HttpError(403, 'review-not-available', access.reason);
    shows = access.shows;
  }

  const [key, submission] = await Promise.all([refs.attemptKey(quizId, attemptId).get(), refs.submissions(quizId).doc(attemptId).get()]);
  const contents = await servedContents(quizId, attempt.questionIds, key.data()?.revisions);
  // Attempts from before attempt keys were scored against the quiz's key: read it only when needed.
  const quizKey = key.data() ? undefined : shows.includes('right-answers') ? (await refs.answerKey(quizId).get()).data() : undefined;
  const rightAnswers = key.data()?.answers ?? quizKey?.answers ?? {};
  const typedKeys = key.data()?.keys ?? quizKey?.keys ?? {};
  const mode = attempt.scoringMode ?? DEFAULT_SCORING_MODE;

  const questions = contents.flatMap((entry): ReviewedQuestion[] => {
    if (!entry) return [];
    const [id, question] = entry;
    const chosen = attempt.answers[id] ?? [];
    const right = rightAnswers[id] ?? [];
    const explanation = question.explanation ?? '';
    const shown = {
      _id: id,
      question: question.question,
      ...(question.questionHtml ? { questionHtml: question.questionHtml } : {}),
      ...(question.image ? { image: question.image } : {}),
      options: inAttemptOrder(question.options, attempt.optionOrder?.[id]),
      ...(question.type ? { type: question.type } : {}),
      ...(shows.includes('explanations') && explanation ? { explanation } : {}),
      ...(shows.includes('explanations') && explanation && question.explanationHtml ? { explanationHtml: question.explanationHtml } : {}),
    };
    if (question.content) {
      // A typed question (ADR 0035): its content as shown, the player's response and, when allowed, the solution.
      const typedKey = typedKeys[id];
      const response = attempt.responses?.[id];
      const score = typedKey ? scoreTypedQuestion(typedKey, response, { mode, orderingCredit: attempt.orderingCredit ?? 'exact' }) : null;
      return [
        {
          ...shown,
          content: servedContent(question.content, attempt.itemOrder?.[id]),
          ...(shows.includes('answers') && response ? { response } : {}),
          ...(shows.includes('right-answers') && typedKey && score ? { solution: solutionOf(typedKey), correct: score.right, points: score.points } : {}),
        },
      ];
    }
    const points = Math.round(questionPoints(mode, { optionIds: key.data()?.optionIds[id] ?? right, correct: right, chosen }) * 100) / 100;
    return [
      {
        ...shown,
        ...(shows.includes('answers') ? { chosen } : {}),
        ...(shows.includes('right-answers') ? { right, correct: right.length > 0 && isExactMatch(chosen, right), points } : {}),
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
    // The questions are shown as served; the quiz may have been edited since (the score stands).
    editedSince: attempt.quizVersion !== undefined && attempt.quizVersion !== quizVersion(quiz),
    missingQuestions: attempt.questionIds.length - questions.length,
    questions,
  };
}
