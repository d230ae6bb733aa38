import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/lib/firebase-context';
import { ApiRequestError } from '@/lib/api-client';
import type { QuizStart, StartedAttempt } from './attempts';
import { answerOf, isServerAnswer, takeEarlyQuizStart, type EarlyQuizStart } from './early-quiz-start';

/** Starting (or resuming) an attempt, and each way it can fail that the page explains. */
export type StartState =
  | { status: 'loading' }
  | { status: 'ready'; attempt: StartedAttempt; clockOffsetMs: number }
  | { status: 'premium-required' }
  /** The server starts quizzes only for verified e-mail addresses: the message says where the link went. */
  | { status: 'email-not-verified'; message: string }
  | { status: 'no-attempts-left'; message: string }
  | { status: 'no-questions' }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

function failureOf(error: unknown): StartState {
  if (error instanceof ApiRequestError) {
    if (error.code === 'email-not-verified') return { status: 'email-not-verified', message: error.message };
    if (error.status === 403) return { status: 'premium-required' };
    if (error.status === 404 || error.code === 'invalid-argument') return { status: 'not-found' };
    if (error.code === 'no-attempts-left') return { status: 'no-attempts-left', message: error.message };
    if (error.code === 'no-questions') return { status: 'no-questions' };
    return { status: 'error', message: error.message };
  }
  console.error(error);
  return { status: 'error', message: 'We could not reach the server.' };
}

/** What the page shows for a started attempt. */
const stateOf = ({ attempt, clockOffsetMs }: QuizStart): StartState =>
  attempt.questions.length === 0 ? { status: 'no-questions' } : { status: 'ready', attempt, clockOffsetMs };

/** The early start's outcome when it is in already (the server's answer or refusal), for the page's first render. */
function settledOutcome(request: string, started: EarlyQuizStart | undefined): { request: string; start: StartState } | undefined {
  const settled = started?.settled;
  if (!settled) return undefined;
  if (settled.ok) return { request, start: stateOf(settled.start) };
  return isServerAnswer(settled.error) ? { request, start: failureOf(settled.error) } : undefined;
}

/**
 * POST /start-quiz/{quizId} once per visit (and again on retry). The server starts a new attempt
 * or resumes the open one with its saved answers and remaining time. The first request is the one
 * the entry sent as soon as Auth had restored the session (early-quiz-start.ts), when there is one:
 * once its answer is in, the page's first render shows the quiz.
 */
export function useStartedAttempt(quizId: string): { start: StartState; retry: () => void } {
  const auth = useAuth();
  const [tries, setTries] = useState(0);
  const request = `${quizId}#${String(tries)}`;
  const [early] = useState(() => ({ request, started: takeEarlyQuizStart(quizId) }));
  const [outcome, setOutcome] = useState(() => settledOutcome(early.request, early.started));
  const answeredAtOnce = useRef(outcome?.request);

  useEffect(() => {
    if (answeredAtOnce.current === request) return;
    let current = true;
    answerOf(early.request === request ? early.started : undefined, auth, quizId).then(
      (start) => {
        if (current) setOutcome({ request, start: stateOf(start) });
      },
      (error: unknown) => {
        if (current) setOutcome({ request, start: failureOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [auth, quizId, request, early]);

  return {
    // A new quiz or a retry shows loading until its own answer arrives.
    start: outcome?.request === request ? outcome.start : { status: 'loading' },
    retry: () => setTries((count) => count + 1),
  };
}
