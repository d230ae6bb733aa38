import type { Auth } from 'firebase/auth';
import { quizSubmittedMessage } from '@quizmaster/shared/messages';
import type { Answers, AttemptStatus } from '@quizmaster/shared/models/attempt';
import type { QuestionOption } from '@quizmaster/shared/models/question';
import type { QuizType, RESULT_TYPES, TIME_TYPES } from '@quizmaster/shared/models/quiz';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { clockOffsetMs } from '../lib/countdown';

/** The calls and answers of docs/API.md "Quiz attempts on the server". */

export type ResultType = (typeof RESULT_TYPES)[number];
export type TimeType = (typeof TIME_TYPES)[number];

export interface AttemptQuestion {
  _id: string;
  question: string;
  options: QuestionOption[];
  /** One answer (radio buttons) or several (checkboxes); absent from servers before it: several. */
  choice?: 'single' | 'multiple';
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
  questionCount: number;
  /** Every question's id, in the attempt's order. */
  questionIds: string[];
  /** The questions served so far: all of them for per-quiz timing, the first ones for per-question timing. */
  questions: AttemptQuestion[];
  answers: Answers;
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
}

/** PUT /save-answer/{quizId}: question-wise quizzes add `locked` and `correct`. */
export interface SavedAnswer {
  saved: true;
  questionId: string;
  answer: number[];
  locked?: boolean;
  correct?: boolean;
}

/** The server's score of an attempt. */
export interface AttemptResult {
  points: number;
  marks: number;
  /** A+, A-, A, B, C or F (shared/src/grading.ts). */
  grade: string;
  /** Questions answered exactly right, counted by the server from its per-question verdicts. */
  correctCount: number;
  questionCount: number;
  attempt: number;
  status: AttemptStatus;
  /** The pass mark the attempt started with, and whether the marks reached it (absent: none). */
  passMark?: number;
  passed?: boolean;
  /** Question-wise quizzes only: whether each question was right. */
  correctByQuestion?: Record<string, boolean>;
}

/** POST /finish-quiz: the server's score of the finished attempt, shown on the score screen. */
export interface FinishOutcome {
  result: AttemptResult;
  /** The deadline had passed: the server scored the answers it had saved in time. */
  expired: boolean;
}

export interface SubmitOutcome {
  /** 'Dear {name} Your Quiz Successfully submitted.', also when the time had run out. */
  message: string;
}

const apiPath = (action: 'start-quiz' | 'next-question' | 'save-answer' | 'finish-quiz' | 'submit-quiz', quizId: string) =>
  `/api/v1/${action}/${encodeURIComponent(quizId)}`;

export const startQuiz = (auth: Auth, quizId: string) => apiRequest<StartedAttempt>(auth, 'POST', apiPath('start-quiz', quizId));

/** A started attempt, with the offset of this device's clock from the server's. */
export interface QuizStart {
  attempt: StartedAttempt;
  clockOffsetMs: number;
}

/** POST /start-quiz, timed: the server's clock is read from its answer against the request's round trip. */
export async function startQuizTimed(auth: Auth, quizId: string): Promise<QuizStart> {
  const sentAt = Date.now();
  const attempt = await startQuiz(auth, quizId);
  return { attempt, clockOffsetMs: clockOffsetMs(attempt.serverTime, sentAt, Date.now()) };
}

export const serveQuestion = (auth: Auth, quizId: string, body: { attemptId: string; index: number }) =>
  apiRequest<ServedQuestion>(auth, 'POST', apiPath('next-question', quizId), body);

export const saveAnswer = (auth: Auth, quizId: string, body: { attemptId: string; questionId: string; answer: number[] }) =>
  apiRequest<SavedAnswer>(auth, 'PUT', apiPath('save-answer', quizId), body);

/** The result a 409 `deadline-passed` carries: the server scored the answers it had saved in time. */
function expiredResult(error: unknown): AttemptResult | undefined {
  if (!(error instanceof ApiRequestError && error.code === 'deadline-passed')) return undefined;
  const { result } = (error.body ?? {}) as { result?: AttemptResult };
  return result ? { ...result, status: 'expired' } : undefined;
}

/**
 * Finishes the attempt at its end (or when its time is up) with the answers not saved yet: the
 * server scores and records it, and the score screen shows its result until Submit. After the
 * deadline the server answers 409 `deadline-passed` with the result of the answers saved in time.
 */
export async function finishQuiz(auth: Auth, quizId: string, body: { attemptId: string; answers: Answers }): Promise<FinishOutcome> {
  try {
    const { result } = await apiRequest<{ result: AttemptResult }>(auth, 'POST', apiPath('finish-quiz', quizId), body);
    return { result, expired: result.status === 'expired' };
  } catch (error) {
    const result = expiredResult(error);
    if (!result) throw error;
    return { result, expired: true };
  }
}

/**
 * Submits the finished attempt (the score screen's Submit). An attempt that expired is confirmed
 * with a 409 `deadline-passed`: the message is then the one the server would give (its name for
 * the player: display name, else e-mail).
 */
export async function submitQuiz(auth: Auth, quizId: string, body: { attemptId: string }): Promise<SubmitOutcome> {
  try {
    const { message } = await apiRequest<{ message: string }>(auth, 'POST', apiPath('submit-quiz', quizId), body);
    return { message };
  } catch (error) {
    const player = auth.currentUser;
    if (!(expiredResult(error) && player)) throw error;
    return { message: quizSubmittedMessage(player.displayName || player.email || '') };
  }
}
