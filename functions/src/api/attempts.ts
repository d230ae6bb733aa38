import { Router } from 'express';
import { quizSubmittedMessage } from '@quizmaster/shared/messages';
import { attemptsApi } from '@quizmaster/shared/api/attempts';
import { finishQuiz, saveAnswer, serveQuestion, startAttempt, submitAttempt } from '../services/attempts';
import { reviewAttempt } from '../services/reviews';
import { endpoint } from './endpoint';

/** Taking a quiz: the server starts the attempt, keeps its answers and time, and scores it. */
export const attemptsRouter = Router();

attemptsRouter.post(
  '/start-quiz/:quizId',
  endpoint({
    route: attemptsApi.startQuiz,
    access: 'signed-in',
    rateLimit: 'start-quiz',
    handle: async ({ caller, params }) => {
      const { attemptId, resumed, attemptsAllowed, attempt, quiz, questions, timeMultiplier, result } = await startAttempt(caller, params.quizId);
      return {
        attemptId,
        resumed,
        attempt: attempt.attempt,
        attemptsAllowed,
        status: attempt.status,
        resultType: attempt.resultType,
        timeType: attempt.timeType,
        startedAt: attempt.startedAt.toISOString(),
        deadline: attempt.deadlineAt.toISOString(),
        questionDeadlines: attempt.questionDeadlines?.map((deadline) => deadline.toISOString()) ?? null,
        serverTime: new Date().toISOString(),
        quiz: {
          _id: params.quizId,
          quizName: quiz.quizName,
          image: quiz.image,
          description: quiz.description,
          quizType: quiz.quizType,
          // This player's time: the quiz's, stretched by an accommodation.
          allQTime: quiz.allQTime * timeMultiplier,
        },
        timeMultiplier,
        questionCount: attempt.questionIds.length,
        questionIds: attempt.questionIds,
        // Per-question timing: only the questions served so far (POST /next-question serves the rest).
        questions,
        answers: attempt.answers,
        ...(attempt.responses ? { responses: attempt.responses } : {}),
        locked: attempt.locked,
        // Finished (the end reached) but not submitted yet: its score screen, with the server's result.
        ...(result ? { awaitingSubmit: true, result } : {}),
      };
    },
  }),
);

attemptsRouter.post(
  '/next-question/:quizId',
  endpoint({
    route: attemptsApi.nextQuestion,
    access: 'signed-in',
    handle: async ({ caller, params, body }) => {
      const served = await serveQuestion(caller, params.quizId, body.attemptId, body.index);
      return { ...served, deadline: served.deadline.toISOString(), serverTime: new Date().toISOString() };
    },
  }),
);

attemptsRouter.put(
  '/save-answer/:quizId',
  endpoint({
    route: attemptsApi.saveAnswer,
    access: 'signed-in',
    rateLimit: 'save-answer',
    handle: async ({ caller, params, body }) => ({
      saved: true,
      ...(await saveAnswer(caller, params.quizId, body.attemptId, body.questionId, body.answer)),
    }),
  }),
);

// The end of the quiz reached (or its time over): scored and recorded now, shown on the score screen until Submit.
attemptsRouter.post(
  '/finish-quiz/:quizId',
  endpoint({
    route: attemptsApi.finishQuiz,
    access: 'signed-in',
    handle: async ({ caller, params, body }) => ({ result: await finishQuiz(caller, params.quizId, body.attemptId, body.answers ?? {}, body.responses ?? {}) }),
  }),
);

attemptsRouter.post(
  '/submit-quiz/:quizId',
  endpoint({
    route: attemptsApi.submitQuiz,
    access: 'signed-in',
    handle: async ({ caller, params, body }) => {
      const result = await submitAttempt(caller, params.quizId, body.attemptId, body.answers ?? {}, body.responses ?? {});
      return { message: quizSubmittedMessage(caller.name || caller.email), result };
    },
  }),
);

attemptsRouter.get(
  '/attempt-review/:quizId/:attemptId',
  endpoint({
    route: attemptsApi.attemptReview,
    access: 'signed-in',
    rateLimit: 'attempt-review',
    handle: async ({ caller, params }) => reviewAttempt(caller, params.quizId, params.attemptId),
  }),
);
