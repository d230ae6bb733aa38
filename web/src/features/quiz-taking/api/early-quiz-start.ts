import type { Auth } from 'firebase/auth';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { earlyReadSlot } from '@/lib/early-read-slot';
import { restoredSession } from '@/lib/restored-session';
import { startQuizTimed, type QuizStart } from './attempts';

type Settled = { ok: true; start: QuizStart } | { ok: false; error: unknown };

/** An attempt start the entry sent: its answer, and that answer once it is in (so the page can show it in its first render). */
export interface EarlyQuizStart {
  answer: Promise<QuizStart>;
  settled: Settled | null;
}

/** The start the entry sent, until the page takes it. */
const early = earlyReadSlot<EarlyQuizStart>();

/** The quiz of a /startQuiz/{quizId} URL's path, decoded as the router decodes its params. */
export function quizIdOfPath(pathname: string): string | null {
  const prefix = paths.startQuiz.getHref('');
  const encoded = pathname.startsWith(prefix) ? pathname.slice(prefix.length).replace(/\/$/, '') : '';
  if (encoded === '' || encoded.includes('/')) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * Starts (or resumes) the attempt of the quiz at `location` from the entry (src/main.tsx), as soon
 * as Auth has restored the session, while the app's chunks download and start: the page would
 * send the same request once the app, the guard and the page are up. The server starts the
 * attempt and its clock either way (and answers resumed attempts with their time left); only the
 * moment the request leaves changes.
 */
export function startEarlyQuizStart(location: Pick<Location, 'pathname'>): void {
  const quizId = quizIdOfPath(location.pathname);
  if (quizId === null) return;
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
