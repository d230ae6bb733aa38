import { Router } from 'express';
import { quizDeletedMessage } from '@quizmaster/shared/messages';
import { createQuizSchema } from '@quizmaster/shared/quiz-authoring';
import { quizzesApi } from '@quizmaster/shared/api/quizzes';
import { accommodationOf } from '../services/accommodations';
import { addQuestion, readQuestionsInOrder } from '../services/questions';
import { assertCanTake, assertVisible, createQuiz, deleteQuiz, quizFieldsOf, readCataloguePage, readSubmissionsPage, requireQuiz } from '../services/quizzes';
import { endpoint } from './endpoint';
import { coverSources } from './params';
import { toJson } from './json';

/** Quizzes: listing, one quiz with its questions, and the admins' create and delete. */
export const quizzesRouter = Router();

const createQuizBody = createQuizSchema(coverSources);

quizzesRouter.get(
  '/get-all-quiz',
  endpoint({
    route: quizzesApi.catalogue,
    access: 'public',
    handle: async ({ query }) => {
      const page = await readCataloguePage(query);
      return { allQuiz: page.items.map((quiz) => toJson(quiz.id, quiz.data())), nextCursor: page.nextCursor };
    },
  }),
);

quizzesRouter.get(
  '/get-single-quiz/:quizId',
  endpoint({
    route: quizzesApi.singleQuiz,
    access: 'signed-in',
    handle: async ({ caller, params, query }) => {
      const quiz = await requireQuiz(params.quizId);
      assertVisible(caller, params.quizId, quiz);
      assertCanTake(caller, quiz);
      // Questions reach players only inside an attempt (start-quiz, next-question): a player who
      // could read them here could look the answers up before starting the clock.
      const [questions, users, accommodation] = await Promise.all([
        caller.isAdmin ? readQuestionsInOrder(params.quizId) : null,
        readSubmissionsPage(caller, params.quizId, query),
        accommodationOf(caller.uid),
      ]);
      return {
        singleQuiz: {
          ...toJson(params.quizId, quiz),
          attemptsAllowed: 1 + quiz.retakeCount + accommodation.extraAttempts,
          ...(questions && {
            questions: questions.map((question) => {
              const { question: text, options } = question.data();
              return { _id: question.id, question: text, options };
            }),
          }),
          users: users.items.map((submission) => toJson(submission.id, submission.data())),
          usersNextCursor: users.nextCursor,
        },
      };
    },
  }),
);

quizzesRouter.post(
  '/createQuizDemo',
  endpoint({
    route: quizzesApi.createQuiz,
    access: 'admin',
    status: 201,
    serverBody: createQuizBody,
    handle: async ({ caller, body }) => {
      const { id, quiz } = await createQuiz(caller, quizFieldsOf(body));
      return { acknowledged: true, insertedId: id, quiz: toJson(id, quiz) };
    },
  }),
);

quizzesRouter.post(
  '/createQuestionDemo',
  endpoint({
    route: quizzesApi.createQuestion,
    access: 'admin',
    status: 201,
    handle: async ({ caller, body }) => {
      const { quizId, ...content } = body;
      const { id, question } = await addQuestion(caller, quizId, content);
      return { acknowledged: true, insertedId: id, question: { _id: id, question: question.question, options: question.options } };
    },
  }),
);

quizzesRouter.delete(
  '/delete-quiz/:quizId',
  endpoint({
    route: quizzesApi.deleteQuiz,
    access: 'admin',
    handle: async ({ caller, params }) => {
      const quiz = await deleteQuiz(caller, params.quizId);
      return { message: quizDeletedMessage(quiz.quizName), deletedCount: 1 };
    },
  }),
);
