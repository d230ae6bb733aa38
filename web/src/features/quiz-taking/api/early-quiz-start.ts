import type { Auth } from 'firebase/auth';
import { ApiRequestError } from '@/lib/api-client';
import { earlyReadSlot } from '@/lib/early-read-slot';
import { restoredSession } from '@/lib/restored-session';
import { fillEarlyQuestion, painted } from '../lib/early-question';
import { startQuizTimed, type QuizStart } from './attempts';

type Settled = { ok: true; start: QuizStart } | { ok: false; error: unknown };

/** An attempt start the entry sent: its answer, and that answer once it is in (so the page can show it in its first render). */
export interface EarlyQuizStart {
  answer: Promise<QuizStart>;
  settled: Settled | null;
}

/** The start the entry sent, until the page takes it. */
const early = earlyReadSlot<EarlyQuizStart>();

/**
 * The quiz of a /startQuiz/{quizId} URL's path, decoded as the router decodes its params. The
 * route's pattern comes from the shell (its root's `data-shell`, which the build writes from
 * app/shell/shell-routes.ts): config/paths is in the app's chunk, which nothing here may wait for.
 */
export function quizIdOfPath(pathname: string, pattern: string): string | null {
  const prefix = pattern.replace(/:[^/]+$/, '');
  if (prefix === pattern || !pathname.toLowerCase().startsWith(prefix.toLowerCase())) return null;
  const encoded = pathname.slice(prefix.length).replace(/\/$/, '');
  if (encoded === '' || encoded.includes('/')) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * Starts (or resumes) the attempt of the quiz at `location` from the entry (src/main.tsx), as soon
 * as Auth has restored the session, before the app has started: the page would send the same
 * request once the app, the guard and the page are up. The server starts the attempt and its
 * clock either way (and answers resumed attempts with their time left); only the moment the
 * request leaves changes. Its first question is painted into the shell (`container`) as soon as
 * the answer is in (lib/early-question.ts); resolves once it has painted, or once the start has
 * failed (the page then shows why).
 */
export function startEarlyQuizStart(location: Pick<Location, 'pathname'>, container: HTMLElement): Promise<void> {
  const quizId = quizIdOfPath(location.pathname, container.dataset.shell ?? '');
  if (quizId === null) return Promise.resolve();
  const answer = restoredSession().then((session) => {
    if (!session) throw new Error('Signed out: the page sends the visitor to the login page.');
    return startQuizTimed(session.auth, quizId);
  });
  // Held at once, so that a page mounting before Auth has restored still finds it.
  const held: EarlyQuizStart = { answer, settled: null };
  answer.then(
    (start) => (held.settled = { ok: true, start }),
    (error: unknown) => (held.settled = { ok: false, error }),
  );
  early.put(quizId, held);
  // Its first question in the shell, before the app renders it; resolves once that has painted (or there is none).
  return answer.then(
    (start) => {
      const page = fillEarlyQuestion(container, start);
      return page ? painted(page) : undefined;
    },
    () => undefined,
  );
}

/** The entry's start of `quizId`, for the page's first request: once, and while it is fresh. */
export const takeEarlyQuizStart = (quizId: string): EarlyQuizStart | undefined => early.take(quizId);

/** A refusal from the server (no attempt left, premium only, …) stands; a failure to reach it does not. */
export const isServerAnswer = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError;

/** The early start's answer; a new start when it could not reach the server (or there was none). */
export function answerOf(started: EarlyQuizStart | undefined, auth: Auth, quizId: string): Promise<QuizStart> {
  if (!started) return startQuizTimed(auth, quizId);
  return started.answer.catch((error: unknown) => {
    if (isServerAnswer(error)) throw error;
    return startQuizTimed(auth, quizId);
  });
}
