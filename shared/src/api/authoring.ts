import type { QuestionType } from '../question-types/limits';
import type { TypedQuestionFields } from '../question-types/input';
import type { Question, QuestionOption } from '../models/question';
import type { QuizSummary } from '../models/quiz';
import { z } from 'zod';
import { editQuestionSchema, editQuizSchema, editVersionFields, questionBodyInputSchema, questionOrderSchema } from '../quiz-authoring';
import type { ImageRef } from '../question-images';
import { documentId, quizIdParams } from './request-fields';
import { route, type ApiRecord } from './route';
import type { QuizJson } from './quizzes';

/** Editing quizzes (admins): functions/src/api/quiz-authoring.ts. */

export {
  createQuestionSchema,
  editQuestionSchema,
  editQuizSchema,
  questionBodyInputSchema,
  questionOrderSchema,
  type EditQuestionInput,
  type QuestionBodyInput,
  type EditQuizInput,
} from '../quiz-authoring';

/** A question as the editor gets it: with its answer, explanation and tags. */
export interface AuthoringQuestion {
  _id: string;
  question: string;
  /** The stored HTML of the question's and explanation's math and code (ADR 0036), when they have any; options carry theirs as `html`. */
  questionHtml?: string;
  /** The question's image (ADR 0037) with its size; options carry theirs as `image`. The editor sends back `{ id, alt }`. */
  image?: ImageRef;
  options: QuestionOption[];
  order: number;
  answer: number[];
  explanation: string;
  explanationHtml?: string;
  tags: string[];
  /** The question's type (ADR 0035); absent on questions from before types: a choice question. */
  type?: QuestionType;
  /** Typed questions: the author's fields as the editor edits them (`options` empty, `answer` []). */
  typed?: TypedQuestionFields;
}

/** GET /quizzes/{quizId}/authoring: the quiz with its version, and its questions in order. */
export interface AuthoringQuiz {
  quiz: QuizJson & { version: number; published: boolean };
  questions: AuthoringQuestion[];
}

/** PUT /quizzes/{quizId}: whether anything changed, and the quiz now. */
export interface EditedQuiz {
  changed: boolean;
  quiz: ApiRecord<QuizSummary> & { version: number };
}

/** POST /quizzes/{quizId}/duplicate (201): the copy, a draft. */
export interface DuplicatedQuiz {
  insertedId: string;
  quiz: QuizJson;
}

/** POST /quizzes/{quizId}/publish or /unpublish: whether it changed anything, and the quiz's state. */
export interface PublishedState {
  changed: boolean;
  quiz: { published: boolean; version: number };
}

/** A question with its answer, as the editor's writes answer it: the stored question and its answer. */
export type EditedQuestionJson = { _id: string } & Question & { answer: number[] };

/** POST /quizzes/{quizId}/questions (201). */
export interface AddedQuestion {
  insertedId: string;
  question: EditedQuestionJson;
}

/** PUT /quizzes/{quizId}/questions/{questionId}: the question and the quiz's new version. */
export interface EditedQuestion {
  question: EditedQuestionJson;
  version: number;
}

/** DELETE /quizzes/{quizId}/questions/{questionId}. */
export interface DeletedQuestion {
  deleted: boolean;
  version: number;
}

/** PUT /quizzes/{quizId}/question-order. */
export interface ReorderedQuestions {
  questionIds: string[];
  version: number;
}

const questionParams = quizIdParams.extend({ questionId: documentId });
const queryVersion = z.coerce.number().int().min(1).optional();
const versionBody = z.object(editVersionFields);

export const authoringApi = {
  load: route<AuthoringQuiz>()('GET', '/api/v1/quizzes/:quizId/authoring', { params: quizIdParams }),
  editQuiz: route<EditedQuiz>()('PUT', '/api/v1/quizzes/:quizId', {
    params: quizIdParams,
    // Cover URLs of https or the built-in covers; the functions add the Storage emulator's beside it (serverBody).
    body: editQuizSchema(),
  }),
  duplicate: route<DuplicatedQuiz>()('POST', '/api/v1/quizzes/:quizId/duplicate', { params: quizIdParams }),
  publish: route<PublishedState>()('POST', '/api/v1/quizzes/:quizId/publish', { params: quizIdParams, body: versionBody }),
  unpublish: route<PublishedState>()('POST', '/api/v1/quizzes/:quizId/unpublish', { params: quizIdParams, body: versionBody }),
  addQuestion: route<AddedQuestion>()('POST', '/api/v1/quizzes/:quizId/questions', { params: quizIdParams, body: questionBodyInputSchema }),
  editQuestion: route<EditedQuestion>()('PUT', '/api/v1/quizzes/:quizId/questions/:questionId', { params: questionParams, body: editQuestionSchema }),
  deleteQuestion: route<DeletedQuestion>()('DELETE', '/api/v1/quizzes/:quizId/questions/:questionId', {
    params: questionParams,
    query: z.object({ expectedVersion: queryVersion, baseVersion: queryVersion }),
  }),
  reorder: route<ReorderedQuestions>()('PUT', '/api/v1/quizzes/:quizId/question-order', { params: quizIdParams, body: questionOrderSchema }),
};
