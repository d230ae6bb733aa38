import { z } from 'zod';
import { answersSchema, type Answers, type AttemptStatus } from '../models/attempt';
import { optionIdSchema, type QuestionOption } from '../models/question';
import type { ImageRef } from '../question-images';
import type { QuizType, RESULT_TYPES, TIME_TYPES } from '../models/quiz';
import type { ReviewedQuestion, ReviewPart } from '../review-policy';
import { typedResponseSchema, type QuestionType, type TypedContent, type TypedResponse } from '../question-types';
import { documentId, quizIdParams } from './request-fields';
import { route } from './route';

/** Taking a quiz (docs/API.md "Quiz attempts on the server"): functions/src/api/attempts.ts. */

export type ResultType = (typeof RESULT_TYPES)[number];
export type TimeType = (typeof TIME_TYPES)[number];

export interface AttemptQuestion {
  _id: string;
  question: string;
  /** The HTML of the question's math and code (ADR 0036), when it has any; options carry theirs as `html`. */
  questionHtml?: string;
  /** The question's image (ADR 0037), with its alt text and size; options carry theirs as `image`. */
  image?: ImageRef;
  options: QuestionOption[];
  /** One answer (radio buttons) or several (checkboxes); absent from servers before it: several. */
  choice?: 'single' | 'multiple';
  /** The question's type (ADR 0035); absent: a choice question, as `choice` says. */
  type?: QuestionType;
  /**
   * Typed questions only: what the player works with (items, prompts and answers, blanks), in
   * this attempt's order, never the key. `options` is empty for them.
   */
  content?: TypedContent;
}

/** What a player answers: option ids for choice questions, a typed response for the others (ADR 0035). */
export type AnswerValue = number[] | TypedResponse;
export const answerValueSchema = z.union([z.array(optionIdSchema).max(20), typedResponseSchema]);

/** The server's score of an attempt. */
export interface AttemptResult {
  points: number;
  marks: number;
  /** A+, A-, A, B, C or F (shared/src/grading.ts). */
  grade: string;
  /** Questions answered exactly right, counted by the server from its per-question verdicts. */
  correctCount: number;
  questionCount: number;
  submissionId: string;
  attempt: number;
  attemptsAllowed: number;
  /** ISO instant. */
  submittedAt: string;
  status: AttemptStatus;
  /** The pass mark the attempt started with, and whether the marks reached it (absent: none). */
  passMark?: number;
  passed?: boolean;
  /** Question-wise quizzes only: whether each question was right. */
  correctByQuestion?: Record<string, boolean>;
}

/** POST /start-quiz/{quizId}: a new or resumed attempt, its clock and the answers saved so far. */
export interface StartedAttempt {
  attemptId: string;
  resumed: boolean;
  attempt: number;
  attemptsAllowed: number;
  status: AttemptStatus;
  resultType: ResultType;
  timeType: TimeType;
  startedAt: string;
  deadline: string;
  /** Per-question timing only: when each question's slice ends, in question order. */
  questionDeadlines: string[] | null;
  /** The server's clock when it answered, to correct for the player's own clock. */
  serverTime: string;
  quiz: { _id: string; quizName: string; image: string; description: string; quizType: QuizType; allQTime: number };
  timeMultiplier: number;
  questionCount: number;
  /** Every question's id, in the attempt's order. */
  questionIds: string[];
  /** The questions served so far: all of them for per-quiz timing, the first ones for per-question timing. */
  questions: AttemptQuestion[];
  answers: Answers;
  /** Typed questions' responses saved so far, by question id. */
  responses?: Record<string, TypedResponse>;
  /** Question-wise: the questions already answered, with whether each was right. */
  locked: Record<string, boolean>;
  /** The attempt is finished (the end reached) and its score screen awaits Submit: with the server's result. */
  awaitingSubmit?: boolean;
  result?: AttemptResult;
}

/** POST /next-question/{quizId}: a question of the attempt, served (and, per-question, timed) now. */
export interface ServedQuestion {
  index: number;
  question: AttemptQuestion;
  deadline: string;
  serverTime: string;
}

/** PUT /save-answer/{quizId}: question-wise quizzes add `locked` and `correct`. */
export interface SavedAnswer {
  saved: boolean;
  questionId: string;
  answer: AnswerValue;
  locked?: boolean;
  correct?: boolean;
}

/** POST /finish-quiz/{quizId}: the server's score of the finished attempt. */
export interface FinishedAttempt {
  result: AttemptResult;
}

/** POST /submit-quiz/{quizId}: 'Dear {name} Your Quiz Successfully submitted.' and the result. */
export interface SubmittedAttempt {
  message: string;
  result: AttemptResult;
}

/** GET /attempt-review/{quizId}/{attemptId}. */
export interface AttemptReview {
  quiz: { _id: string; quizName: string };
  attempt: number;
  shows: readonly ReviewPart[];
  result: { marks: number; grade: string; points: number; submittedAt: string } | null;
  editedSince: boolean;
  missingQuestions: number;
  questions: ReviewedQuestion[];
}

/** The attempt and the answers so far: what finishing and submitting send. */
const finishBody = z.object({
  attemptId: documentId,
  answers: z.optional(answersSchema),
  /** Typed questions' late responses, by question id (at most one per question of the attempt). */
  responses: z.optional(z.record(documentId, typedResponseSchema)),
});

export const attemptsApi = {
  startQuiz: route<StartedAttempt>()('POST', '/api/v1/start-quiz/:quizId', { params: quizIdParams }),
  nextQuestion: route<ServedQuestion>()('POST', '/api/v1/next-question/:quizId', {
    params: quizIdParams,
    body: z.object({ attemptId: documentId, index: z.number().int().min(0).max(999) }),
  }),
  saveAnswer: route<SavedAnswer>()('PUT', '/api/v1/save-answer/:quizId', {
    params: quizIdParams,
    body: z.object({ attemptId: documentId, questionId: documentId, answer: answerValueSchema }),
  }),
  finishQuiz: route<FinishedAttempt>()('POST', '/api/v1/finish-quiz/:quizId', { params: quizIdParams, body: finishBody }),
  // The old app's fields (userId, userName, email, mark, paid) may still be sent: they are
  // ignored, since the server knows who is calling and scores the attempt itself.
  submitQuiz: route<SubmittedAttempt>()('POST', '/api/v1/submit-quiz/:quizId', { params: quizIdParams, body: finishBody }),
  attemptReview: route<AttemptReview>()('GET', '/api/v1/attempt-review/:quizId/:attemptId', {
    params: quizIdParams.extend({ attemptId: documentId }),
  }),
};
