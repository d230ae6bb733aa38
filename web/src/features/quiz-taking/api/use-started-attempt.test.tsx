import { act, renderHook, waitFor } from '@testing-library/react';
import type { Auth } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { startQuizTimed, type QuizStart, type StartedAttempt } from './attempts';
import { quizIdOfPath, startEarlyQuizStart } from './early-quiz-start';
import { useStartedAttempt } from './use-started-attempt';

const auth = { name: 'auth' } as unknown as Auth;
vi.mock('@/lib/firebase-context', () => ({ useAuth: () => auth }));
vi.mock('@/lib/restored-session', () => ({ restoredSession: () => Promise.resolve({ auth, user: { uid: 'u1' } }) }));
vi.mock('./attempts', () => ({ startQuizTimed: vi.fn() }));

const started = (quizName: string): QuizStart => ({
  attempt: { attemptId: 'u1-1', quiz: { quizName }, questions: [{ _id: 'q1', question: 'Capital of Peru?', options: [] }] } as unknown as StartedAttempt,
  clockOffsetMs: 12,
});

/** The quiz page's prerendered shell, as its root names its route (the build's `data-shell`). */
const PATTERN = '/startQuiz/:quizId';
const shell = () => withPattern(document.createElement('div'));
function withPattern(container: HTMLElement) {
  container.dataset.shell = PATTERN;
  return container;
}

/** The entry's start (src/main.tsx) of the quiz at /startQuiz/{quizId}, answered before the page mounts. */
async function startEarly(quizId: string) {
  void startEarlyQuizStart({ pathname: `/startQuiz/${quizId}` }, shell());
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('quizIdOfPath', () => {
  it("reads the quiz of a /startQuiz URL as the router's params are read", () => {
    expect(quizIdOfPath('/startQuiz/world-capitals', PATTERN)).toBe('world-capitals');
    expect(quizIdOfPath('/startquiz/world-capitals', PATTERN)).toBe('world-capitals');
    expect(quizIdOfPath('/startQuiz/world%20capitals/', PATTERN)).toBe('world capitals');
    expect(quizIdOfPath('/startQuiz/', PATTERN)).toBeNull();
    expect(quizIdOfPath('/startQuiz/a/b', PATTERN)).toBeNull();
    expect(quizIdOfPath('/profile', PATTERN)).toBeNull();
    expect(quizIdOfPath('/startQuiz/%E0%A4%A', PATTERN)).toBeNull();
    // Another shell's root (no parameter to read), or none.
    expect(quizIdOfPath('/startQuiz/world-capitals', '/profile')).toBeNull();
    expect(quizIdOfPath('/startQuiz/world-capitals', '')).toBeNull();
  });
});

describe('useStartedAttempt', () => {
  beforeEach(() => vi.mocked(startQuizTimed).mockReset());

  it('shows the attempt the entry started in its first render, without starting it again', async () => {
    vi.mocked(startQuizTimed).mockResolvedValueOnce(started('World Capitals'));
    await startEarly('world-capitals');
    const { result } = renderHook(() => useStartedAttempt('world-capitals'));
    expect(result.current.start).toMatchObject({ status: 'ready', clockOffsetMs: 12, attempt: { quiz: { quizName: 'World Capitals' } } });
    expect(startQuizTimed).toHaveBeenCalledTimes(1);
  });

  it('waits for the entry\'s start when its answer is not in yet, rather than sending another', async () => {
    let answer: (start: QuizStart) => void = () => undefined;
    vi.mocked(startQuizTimed).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    void startEarlyQuizStart({ pathname: '/startQuiz/slow-quiz' }, shell());
    const { result } = renderHook(() => useStartedAttempt('slow-quiz'));
    expect(result.current.start).toEqual({ status: 'loading' });
    await waitFor(() => expect(startQuizTimed).toHaveBeenCalledTimes(1));
    act(() => answer(started('Slow Quiz')));
    await waitFor(() => expect(result.current.start).toMatchObject({ status: 'ready' }));
    expect(startQuizTimed).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's refusal of the entry's start", async () => {
    vi.mocked(startQuizTimed).mockRejectedValueOnce(new ApiRequestError(409, 'no-attempts-left', 'You have used all 3 attempts.'));
    await startEarly('used-up');
    const { result } = renderHook(() => useStartedAttempt('used-up'));
    expect(result.current.start).toEqual({ status: 'no-attempts-left', message: 'You have used all 3 attempts.' });
    expect(startQuizTimed).toHaveBeenCalledTimes(1);
  });

  it('starts again when the entry could not reach the server, and for another quiz', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(startQuizTimed).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(started('Again'));
    await startEarly('offline-quiz');
    const { result } = renderHook(() => useStartedAttempt('offline-quiz'));
    await waitFor(() => expect(result.current.start).toMatchObject({ status: 'ready', attempt: { quiz: { quizName: 'Again' } } }));
    expect(startQuizTimed).toHaveBeenCalledTimes(2);

    vi.mocked(startQuizTimed).mockResolvedValueOnce(started('First')).mockResolvedValueOnce(started('Second'));
    await startEarly('first-quiz');
    const other = renderHook(() => useStartedAttempt('second-quiz'));
    await waitFor(() => expect(other.result.current.start).toMatchObject({ status: 'ready', attempt: { quiz: { quizName: 'Second' } } }));
    expect(startQuizTimed).toHaveBeenLastCalledWith(auth, 'second-quiz');
  });
});
