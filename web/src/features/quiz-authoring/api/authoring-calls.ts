import type { Auth } from 'firebase/auth';
import type { AuthoringQuestion, AuthoringQuiz, EditedQuiz, PublishedState } from '@quizmaster/shared/api/authoring';
import type { ExportedQuestions, ImportCheck } from '@quizmaster/shared/api/question-transfer';
import type { CreatedQuestion, CreatedQuiz } from '@quizmaster/shared/api/quizzes';
import type { CreateQuizInput, EditQuestionInput, EditQuizInput } from '@quizmaster/shared/quiz-authoring';
import type { QuestionFormat } from '@quizmaster/shared/question-formats/index';
import type { BodyOf } from '@quizmaster/shared/api/route';
import type { ApiRoutes } from '@quizmaster/shared/api/routes';
import { apiRequest } from '@/lib/api-client';
import type { QuestionContent, QuestionInput } from '../lib/question-draft';

export type { AuthoringQuestion, AuthoringQuiz, CreatedQuestion, CreatedQuiz, ExportedQuestions, ImportCheck, PublishedState };

/** The API calls of Add Quiz: the quiz itself, then its questions one by one, and publishing it (a new quiz is a draft). */
export interface AuthoringCalls {
  createQuiz: (input: CreateQuizInput) => Promise<{ insertedId: string; quiz: Pick<CreatedQuiz['quiz'], 'quizName'> }>;
  createQuestion: (input: QuestionInput) => Promise<Pick<CreatedQuestion, 'insertedId'>>;
  publish: (quizId: string) => Promise<PublishedState>;
}

export const authoringCalls = (auth: Auth): AuthoringCalls => ({
  createQuiz: (input) => apiRequest(auth, 'POST /api/v1/createQuizDemo', { body: input }),
  createQuestion: (input) => apiRequest(auth, 'POST /api/v1/createQuestionDemo', { body: input }),
  publish: (quizId) => apiRequest(auth, 'POST /api/v1/quizzes/:quizId/publish', { params: { quizId } }),
});

/** The calls of Edit Quiz. Each edit names the version it was made from, so a stale one is refused (409 quiz-changed). */
export interface EditingCalls {
  load: () => Promise<AuthoringQuiz>;
  editQuiz: (input: EditQuizInput) => Promise<Pick<EditedQuiz, 'quiz'>>;
  addQuestion: (input: QuestionContent) => Promise<{ insertedId: string }>;
  editQuestion: (questionId: string, input: QuestionContent & Pick<EditQuestionInput, 'expectedVersion' | 'baseVersion'>) => Promise<{ version: number }>;
  deleteQuestion: (questionId: string, expectedVersion: number) => Promise<{ version: number }>;
  reorder: (questionIds: string[], expectedVersion: number) => Promise<{ version: number }>;
  duplicate: () => Promise<{ insertedId: string; quiz: { quizName: string } }>;
  publish: (expectedVersion: number) => Promise<PublishedState>;
  unpublish: (expectedVersion: number) => Promise<PublishedState>;
  checkImport: (format: QuestionFormat, text: string) => Promise<ImportCheck>;
  /** `baseVersion`: the version the import was checked against. */
  importQuestions: (format: QuestionFormat, text: string, expectedVersion: number, baseVersion: number) => Promise<{ imported: number }>;
  exportQuestions: (format: QuestionFormat) => Promise<ExportedQuestions>;
}

/** The import's answer when it was not a dry run (the API answers the other kind only to a dry run). */
function expected<Answer extends { dryRun: boolean }, DryRun extends boolean>(answer: Answer, dryRun: DryRun): Extract<Answer, { dryRun: DryRun }> {
  if (answer.dryRun !== dryRun) throw new Error(`The import answered ${dryRun ? 'an import' : 'a dry run'}.`);
  return answer as Extract<Answer, { dryRun: DryRun }>;
}

export const editingCalls = (auth: Auth, quizId: string): EditingCalls => {
  const question = (questionId: string) => ({ quizId, questionId });
  const importQuestions = (body: BodyOf<ApiRoutes['POST /api/v1/quizzes/:quizId/import']>) => apiRequest(auth, 'POST /api/v1/quizzes/:quizId/import', { params: { quizId }, body });
  return {
    load: () => apiRequest(auth, 'GET /api/v1/quizzes/:quizId/authoring', { params: { quizId } }),
    editQuiz: (input) => apiRequest(auth, 'PUT /api/v1/quizzes/:quizId', { params: { quizId }, body: input }),
    addQuestion: (input) => apiRequest(auth, 'POST /api/v1/quizzes/:quizId/questions', { params: { quizId }, body: input }),
    editQuestion: (questionId, input) =>
      apiRequest(auth, 'PUT /api/v1/quizzes/:quizId/questions/:questionId', { params: question(questionId), body: input }),
    deleteQuestion: (questionId, expectedVersion) => apiRequest(auth, 'DELETE /api/v1/quizzes/:quizId/questions/:questionId', { params: question(questionId), query: { expectedVersion } }),
    reorder: (questionIds, expectedVersion) => apiRequest(auth, 'PUT /api/v1/quizzes/:quizId/question-order', { params: { quizId }, body: { questionIds, expectedVersion } }),
    duplicate: () => apiRequest(auth, 'POST /api/v1/quizzes/:quizId/duplicate', { params: { quizId } }),
    publish: (expectedVersion) => apiRequest(auth, 'POST /api/v1/quizzes/:quizId/publish', { params: { quizId }, body: { expectedVersion } }),
    unpublish: (expectedVersion) => apiRequest(auth, 'POST /api/v1/quizzes/:quizId/unpublish', { params: { quizId }, body: { expectedVersion } }),
    checkImport: async (format, text) => expected(await importQuestions({ format, text, dryRun: true }), true),
    importQuestions: async (format, text, expectedVersion, baseVersion) =>
      expected(await importQuestions({ format, text, expectedVersion, baseVersion }), false),
    exportQuestions: (format) => apiRequest(auth, 'GET /api/v1/quizzes/:quizId/export', { params: { quizId }, query: { format } }),
  };
};
