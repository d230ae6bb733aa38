import type { Auth } from 'firebase/auth';
import type { BodyOf } from '@quizmaster/shared/api/route';
import type { ApiRoutes } from '@quizmaster/shared/api/routes';
import { quizSubmittedMessage } from '@quizmaster/shared/messages';
import type { AttemptQuestion, AttemptResult, ResultType, SavedAnswer, ServedQuestion, StartedAttempt, TimeType } from '@quizmaster/shared/api/attempts';
import type { Answers } from '@quizmaster/shared/models/attempt';
import type { TypedResponse } from '@quizmaster/shared/question-types/model';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { clockOffsetMs } from '../lib/countdown';

/** The calls of docs/API.md "Quiz attempts on the server"; their answers are the contract's (shared/src/api/attempts.ts). */

export type { AttemptQuestion, AttemptResult, ResultType, SavedAnswer, ServedQuestion, StartedAttempt, TimeType };

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

export const startQuiz = (auth: Auth, quizId: string) => apiRequest(auth, 'POST /api/v1/start-quiz/:quizId', { params: { quizId } });

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

export const serveQuestion = (auth: Auth, quizId: string, body: BodyOf<ApiRoutes['POST /api/v1/next-question/:quizId']>) =>
  apiRequest(auth, 'POST /api/v1/next-question/:quizId', { params: { quizId }, body });

export const saveAnswer = (auth: Auth, quizId: string, body: BodyOf<ApiRoutes['PUT /api/v1/save-answer/:quizId']>) =>
  apiRequest(auth, 'PUT /api/v1/save-answer/:quizId', { params: { quizId }, body });

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
export async function finishQuiz(
  auth: Auth,
  quizId: string,
  { responses, ...body }: { attemptId: string; answers: Answers; responses?: Record<string, TypedResponse> },
): Promise<FinishOutcome> {
  try {
    // Typed responses (ADR 0035) only when there are some: a finish of choice questions reads as before.
    const withResponses = responses && Object.keys(responses).length > 0 ? { ...body, responses } : body;
    const { result } = await apiRequest(auth, 'POST /api/v1/finish-quiz/:quizId', { params: { quizId }, body: withResponses });
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
    const { message } = await apiRequest(auth, 'POST /api/v1/submit-quiz/:quizId', { params: { quizId }, body });
    return { message };
  } catch (error) {
    const player = auth.currentUser;
    if (!(expiredResult(error) && player)) throw error;
    return { message: quizSubmittedMessage(player.displayName || player.email || '') };
  }
}
