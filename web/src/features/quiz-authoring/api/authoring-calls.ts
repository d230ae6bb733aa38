import type { Auth } from 'firebase/auth';
import type { CreateQuestionInput, CreateQuizInput, EditQuestionInput, EditQuizInput } from '@quizmaster/shared/quiz-authoring';
import type { ImportFormat } from '@quizmaster/shared/question-formats/index';
import { apiRequest } from '@/lib/api-client';

export interface CreatedQuiz {
  insertedId: string;
  quiz: { quizName: string };
}

export interface CreatedQuestion {
  insertedId: string;
}

/** POST /quizzes/{quizId}/publish or /unpublish: whether it changed anything, and the quiz's state. */
export interface PublishedState {
  changed: boolean;
  quiz: { published: boolean; version: number };
}

const quizPath = (quizId: string) => `/api/v1/quizzes/${encodeURIComponent(quizId)}`;

/** The API calls of Add Quiz: the quiz itself, then its questions one by one, and publishing it (a new quiz is a draft). */
export interface AuthoringCalls {
  createQuiz: (input: CreateQuizInput) => Promise<CreatedQuiz>;
  createQuestion: (input: CreateQuestionInput) => Promise<CreatedQuestion>;
  publish: (quizId: string) => Promise<PublishedState>;
}

export const authoringCalls = (auth: Auth): AuthoringCalls => ({
  createQuiz: (input) => apiRequest(auth, 'POST', '/api/v1/createQuizDemo', input),
  createQuestion: (input) => apiRequest(auth, 'POST', '/api/v1/createQuestionDemo', input),
  publish: (quizId) => apiRequest(auth, 'POST', `${quizPath(quizId)}/publish`),
});

/** A question as the editor gets it: with its answer, explanation and tags (admins only). */
export interface AuthoringQuestion {
  _id: string;
  question: string;
  options: { id: number; option: string }[];
  order: number;
  answer: number[];
  explanation: string;
  tags: string[];
}

/** GET /quizzes/{quizId}/authoring: the quiz with its version, and its questions in order. */
export interface AuthoringQuiz {
  quiz: {
    _id: string;
    quizName: string;
    image: string;
    description: string;
    quizType: string;
    resultType: string;
    timeType: string;
    retakeCount: number;
    allQTime: number;
    scoringMode?: string;
    shuffleQuestions?: boolean;
    shuffleOptions?: boolean;
    drawCount?: number | null;
    drawTag?: string | null;
    /** ISO instants. */
    opensAt?: string | null;
    closesAt?: string | null;
    reviewWhen?: string;
    reviewShows?: string[];
    /** Percent for a certificate; null or absent: no certificates. */
    passMark?: number | null;
    leaderboard?: boolean;
    questionCount: number;
    submissionCount: number;
    version: number;
    /** False for a draft, which players cannot see. */
    published: boolean;
  };
  questions: AuthoringQuestion[];
}

/** The calls of Edit Quiz. Each edit names the version it was made from, so a stale one is refused (409 quiz-changed). */
export interface EditingCalls {
  load: () => Promise<AuthoringQuiz>;
  editQuiz: (input: EditQuizInput) => Promise<{ quiz: { version: number } }>;
  addQuestion: (input: Omit<EditQuestionInput, 'expectedVersion' | 'baseVersion'>) => Promise<CreatedQuestion>;
  editQuestion: (questionId: string, input: EditQuestionInput) => Promise<{ version: number }>;
  deleteQuestion: (questionId: string, expectedVersion: number) => Promise<{ version: number }>;
  reorder: (questionIds: string[], expectedVersion: number) => Promise<{ version: number }>;
  duplicate: () => Promise<CreatedQuiz>;
  publish: (expectedVersion: number) => Promise<PublishedState>;
  unpublish: (expectedVersion: number) => Promise<PublishedState>;
  checkImport: (format: ImportFormat, text: string) => Promise<ImportCheck>;
  /** `baseVersion`: the version the import was checked against. */
  importQuestions: (format: ImportFormat, text: string, expectedVersion: number, baseVersion: number) => Promise<{ imported: number }>;
  exportQuestions: (format: ImportFormat) => Promise<ExportedQuestions>;
}

/**
 * POST /quizzes/{quizId}/import with dryRun: the questions as they would be imported and the
 * problems by line, each list capped (the first MAX_IMPORT_QUESTIONS and MAX_REPORTED_PROBLEMS)
 * and counted in full.
 */
export interface ImportCheck {
  questions: { question: string; options: string[]; answers: number[] }[];
  questionCount: number;
  problems: { line: number; message: string }[];
  problemCount: number;
}

/** GET /quizzes/{quizId}/export: the file's name and text, and the questions the format could not hold. */
export interface ExportedQuestions {
  fileName: string;
  questions: number;
  text: string;
  problems: { line: number; message: string }[];
}

export const editingCalls = (auth: Auth, quizId: string): EditingCalls => {
  const quiz = quizPath(quizId);
  const question = (questionId: string) => `${quiz}/questions/${encodeURIComponent(questionId)}`;
  return {
    load: () => apiRequest(auth, 'GET', `${quiz}/authoring`),
    editQuiz: (input) => apiRequest(auth, 'PUT', quiz, input),
    addQuestion: (input) => apiRequest(auth, 'POST', `${quiz}/questions`, input),
    editQuestion: (questionId, input) => apiRequest(auth, 'PUT', question(questionId), input),
    deleteQuestion: (questionId, expectedVersion) => apiRequest(auth, 'DELETE', `${question(questionId)}?expectedVersion=${String(expectedVersion)}`),
    reorder: (questionIds, expectedVersion) => apiRequest(auth, 'PUT', `${quiz}/question-order`, { questionIds, expectedVersion }),
    duplicate: () => apiRequest(auth, 'POST', `${quiz}/duplicate`),
    publish: (expectedVersion) => apiRequest(auth, 'POST', `${quiz}/publish`, { expectedVersion }),
    unpublish: (expectedVersion) => apiRequest(auth, 'POST', `${quiz}/unpublish`, { expectedVersion }),
    checkImport: (format, text) => apiRequest(auth, 'POST', `${quiz}/import`, { format, text, dryRun: true }),
    importQuestions: (format, text, expectedVersion, baseVersion) => apiRequest(auth, 'POST', `${quiz}/import`, { format, text, expectedVersion, baseVersion }),
    exportQuestions: (format) => apiRequest(auth, 'GET', `${quiz}/export?format=${format}`),
  };
};
