import type { QuestionOption } from '../models/question';
import type { QuizSummary } from '../models/quiz';
import type { Submission } from '../models/submission';
import { createQuizSchema, questionBodySchema } from '../quiz-authoring';
import { documentId, pageQuery, quizIdParams } from './request-fields';
import { route, type ApiRecord } from './route';

/** The catalogue, one quiz, and the spec's create and delete calls: functions/src/api/quizzes.ts. */

export { createQuestionSchema, createQuizSchema, type CreateQuestionInput, type CreateQuizInput } from '../quiz-authoring';

/** A quiz as the API answers it. */
export type QuizJson = ApiRecord<QuizSummary>;

/** GET /get-all-quiz: a page of the published catalogue. */
export interface QuizCatalogue {
  allQuiz: QuizJson[];
  nextCursor: string | null;
}

/** GET /get-single-quiz/{quizId}: the quiz, its attempts allowed, a page of submissions (admins: every question too). */
export interface SingleQuiz {
  singleQuiz: QuizJson & {
    attemptsAllowed: number;
    questions?: { _id: string; question: string; options: QuestionOption[] }[];
    users: ApiRecord<Submission>[];
    usersNextCursor: string | null;
  };
}

/** POST /createQuizDemo (201): the new quiz, a draft. */
export interface CreatedQuiz {
  acknowledged: boolean;
  insertedId: string;
  quiz: QuizJson;
}

/** POST /createQuestionDemo (201). */
export interface CreatedQuestion {
  acknowledged: boolean;
  insertedId: string;
  question: { _id: string; question: string; options: QuestionOption[] };
}

/** DELETE /delete-quiz/{quizId}. */
export interface DeletedQuiz {
  message: string;
  deletedCount: number;
}

export const quizzesApi = {
  catalogue: route<QuizCatalogue>()('GET', '/api/v1/get-all-quiz', { query: pageQuery }),
  singleQuiz: route<SingleQuiz>()('GET', '/api/v1/get-single-quiz/:quizId', {
    params: quizIdParams,
    // The page of `users` (submissions); an admin's questions always come whole.
    query: pageQuery,
  }),
  createQuiz: route<CreatedQuiz>()('POST', '/api/v1/createQuizDemo', {
    // Cover URLs of https or the built-in covers; the functions add the Storage emulator's beside it (serverBody).
    body: createQuizSchema(),
  }),
  createQuestion: route<CreatedQuestion>()('POST', '/api/v1/createQuestionDemo', { body: questionBodySchema({ quizId: documentId }) }),
  deleteQuiz: route<DeletedQuiz>()('DELETE', '/api/v1/delete-quiz/:quizId', { params: quizIdParams }),
};
