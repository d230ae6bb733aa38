import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/firebase-context';
import { ApiRequestError } from '@/lib/api-client';
import { clockOffsetMs } from '../lib/countdown';
import { startQuiz, type StartedAttempt } from './attempts';

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

/**
 * POST /start-quiz/{quizId} once per visit (and again on retry). The server starts a new attempt
 * or resumes the open one with its saved answers and remaining time.
 */
export function useStartedAttempt(quizId: string): { start: StartState; retry: () => void } {
  const auth = useAuth();
  const [tries, setTries] = useState(0);
  const request = `${quizId}#${String(tries)}`;
  const [outcome, setOutcome] = useState<{ request: string; start: StartState }>();

  useEffect(() => {
    let current = true;
    const sentAt = Date.now();
    startQuiz(auth, quizId).then(
      (attempt) => {
        if (!current) return;
        const start: StartState =
          attempt.questions.length === 0
            ? { status: 'no-questions' }
            : { status: 'ready', attempt, clockOffsetMs: clockOffsetMs(attempt.serverTime, sentAt, Date.now()) };
        setOutcome({ request, start });
      },
      (error: unknown) => {
        if (current) setOutcome({ request, start: failureOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [auth, quizId, request]);

  return {
    // A new quiz or a retry shows loading until its own answer arrives.
    start: outcome?.request === request ? outcome.start : { status: 'loading' },
    retry: () => setTries((count) => count + 1),
  };
}
