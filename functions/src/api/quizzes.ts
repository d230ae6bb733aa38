import { Router } from 'express';
import { z } from 'zod';
import { questionOptionSchema, optionIdSchema } from '@quizmaster/shared/models/question';
import { QUIZ_TYPES, RESULT_TYPES, TIME_TYPES } from '@quizmaster/shared/models/quiz';
import { refs } from '../firebase';
import { addQuestion, assertCanTake, checkAnswerAgainstOptions, createQuiz, deleteQuiz, requireQuiz } from '../services/quizzes';
import { endpoint } from './endpoint';
import { documentId, quizIdParams } from './params';
import { toJson } from './json';

/** Quizzes: listing, one quiz with its questions, and the admins' create and delete. */
export const quizzesRouter = Router();


/** Form inputs arrive as text ("3"); numbers are accepted as numbers or digit strings. */
const formNumber = (schema: z.ZodNumber) =>
  z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, 'Expected a number').transform(Number)]).pipe(schema);

/** A cover: an https URL (Storage or elsewhere) or one of the built-in covers. */
const coverImage = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https:\/\/\S+|\/covers\/[\w-]+\.(svg|png|jpe?g))$/, 'Expected an https URL or a built-in cover (/covers/…)');

quizzesRouter.get(
  '/get-all-quiz',
  endpoint({
    access: 'public',
    handle: async () => {
      const quizzes = await refs.quizzes().orderBy('createdAt', 'desc').get();
      return { allQuiz: quizzes.docs.map((quiz) => toJson(quiz.id, quiz.data())) };
    },
  }),
);

quizzesRouter.get(
  '/get-single-quiz/:quizId',
  endpoint({
    access: 'signed-in',
    params: quizIdParams,
    handle: async ({ caller, params }) => {
      const quiz = await requireQuiz(params.quizId);
      assertCanTake(caller, quiz);
      const submissions = caller.isAdmin
        ? refs.submissions(params.quizId).orderBy('submittedAt', 'desc')
        : refs.submissions(params.quizId).where('userId', '==', caller.uid).orderBy('submittedAt', 'desc');
      const [questions, users] = await Promise.all([refs.questions(params.quizId).orderBy('order').get(), submissions.get()]);
      return {
        singleQuiz: {
          ...toJson(params.quizId, quiz),
          attemptsAllowed: 1 + quiz.retakeCount,
          questions: questions.docs.map((question) => {
            const { question: text, options } = question.data();
            return { _id: question.id, question: text, options };
          }),
          users: users.docs.map((submission) => toJson(submission.id, submission.data())),
        },
      };
    },
  }),
);

quizzesRouter.post(
  '/createQuizDemo',
  endpoint({
    access: 'admin',
    status: 201,
    body: z.object({
      quizName: z.string().trim().min(1).max(100),
      image: coverImage,
      description: z.string().trim().min(1).max(1000),
      quizType: z.enum(QUIZ_TYPES),
      resultType: z.enum(RESULT_TYPES),
      timeType: z.enum(TIME_TYPES),
      retakeCount: formNumber(z.number().int().min(0).max(20)),
      /** Minutes. */
      allQTime: formNumber(z.number().positive().max(600)),
    }),
    handle: async ({ caller, body }) => {
      const { id, quiz } = await createQuiz(caller, body);
      return { acknowledged: true, insertedId: id, quiz: toJson(id, quiz) };
    },
  }),
);

quizzesRouter.post(
  '/createQuestionDemo',
  endpoint({
    access: 'admin',
    status: 201,
    body: z.object({
      quizId: documentId,
      question: z.string().trim().min(1).max(1000),
      options: z.array(questionOptionSchema.extend({ option: z.string().trim().min(1).max(500) })).min(2).max(10),
      answer: z.array(optionIdSchema).min(1).max(10),
    }),
    handle: async ({ body }) => {
      checkAnswerAgainstOptions(body.options, body.answer);
      const { id, question } = await addQuestion({ ...body, answer: [...new Set(body.answer)] });
      return { acknowledged: true, insertedId: id, question: { _id: id, question: question.question, options: question.options } };
    },
  }),
);

quizzesRouter.delete(
  '/delete-quiz/:quizId',
  endpoint({
    access: 'admin',
    params: quizIdParams,
    handle: async ({ params }) => {
      const quiz = await deleteQuiz(params.quizId);
      return { message: `${quiz.quizName} has been Deleted from Quizzes.`, deletedCount: 1 };
    },
  }),
);
