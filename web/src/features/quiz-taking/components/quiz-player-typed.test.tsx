import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { finishQuiz, saveAnswer, type StartedAttempt } from '../api/attempts';
import { QuizPlayer } from './quiz-player';

const auth = { name: 'auth' } as unknown as Auth;
vi.mock('@/lib/firebase-context', () => ({ useAuth: () => auth }));
vi.mock('../api/attempts', () => ({ saveAnswer: vi.fn(), finishQuiz: vi.fn(), submitQuiz: vi.fn(), serveQuestion: vi.fn() }));

const NOW = Date.now();
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

/** A quiz-wise attempt with a short answer, an ordering and a true/false question, all served. */
function attemptOf(overrides: Partial<StartedAttempt> = {}): StartedAttempt {
  return {
    attemptId: 'u1-1',
    resumed: false,
    attempt: 1,
    attemptsAllowed: 1,
    status: 'open',
    resultType: 'quiz-wise',
    timeType: 'per-quiz',
    startedAt: at(0),
    deadline: at(10),
    questionDeadlines: null,
    serverTime: at(0),
    quiz: { _id: 'mixed', quizName: 'Mixed', image: '/covers/x.svg', description: '', quizType: 'free', allQTime: 10 },
    timeMultiplier: 1,
    questionCount: 3,
    questionIds: ['q1', 'q2', 'q3'],
    questions: [
      { _id: 'q1', question: 'What is the capital of Peru?', options: [], type: 'short-answer', content: { type: 'short-answer' } },
      {
        _id: 'q2',
        question: 'Order from smallest to largest',
        options: [],
        type: 'ordering',
        content: {
          type: 'ordering',
          items: [
            { id: 2, text: 'Sun' },
            { id: 1, text: 'Moon' },
            { id: 3, text: 'Earth' },
          ],
        },
      },
      { _id: 'q3', question: 'Lima is by the sea.', type: 'true-false', options: [{ id: 1, option: 'True' }, { id: 2, option: 'False' }] },
    ],
    answers: {},
    responses: {},
    locked: {},
    ...overrides,
  };
}

const result = { points: 10, marks: 66.67, grade: 'B', correctCount: 2, questionCount: 3, submissionId: 's1', attempt: 1, attemptsAllowed: 1, submittedAt: at(1), status: 'submitted' as const };

beforeEach(() => {
  vi.mocked(saveAnswer).mockReset();
  vi.mocked(finishQuiz).mockReset();
  vi.mocked(saveAnswer).mockImplementation((_auth, _quizId, body) => Promise.resolve({ saved: true, questionId: body.questionId, answer: body.answer }));
  vi.mocked(finishQuiz).mockResolvedValue({ result, expired: false });
});

describe('QuizPlayer with typed questions (ADR 0035)', () => {
  it('saves a typed answer through save-answer as the move leaves it, an untouched ordering as served, and finishes with what is left', async () => {
    renderWithProviders(<QuizPlayer attempt={attemptOf()} clockOffsetMs={0} />);
    const box = await screen.findByRole('textbox', { name: /What is the capital of Peru/ });
    const next = screen.getByRole('button', { name: /Next/ });
    expect(next).toBeDisabled();
    await userEvent.type(box, 'Lima');
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(saveAnswer).toHaveBeenLastCalledWith(auth, 'mixed', { attemptId: 'u1-1', questionId: 'q1', answer: { text: 'Lima' } });

    // The ordering shows an answer without a touch: Next saves it as served.
    await screen.findByRole('list', { name: /Order from smallest to largest/ });
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(saveAnswer).toHaveBeenLastCalledWith(auth, 'mixed', { attemptId: 'u1-1', questionId: 'q2', answer: { order: [2, 1, 3] } });

    // Back past the ordering (unchanged: nothing saved) to the short answer, changed, then on to the end: the change is saved on the way.
    await screen.findByRole('radiogroup', { name: /Lima is by the sea/ });
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    await screen.findByRole('list', { name: /Order from smallest/ });
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(saveAnswer).toHaveBeenCalledTimes(2);
    const again = await screen.findByRole('textbox', { name: /What is the capital of Peru/ });
    expect(again).toHaveValue('Lima');
    await userEvent.type(again, ' city');
    await userEvent.click(screen.getByRole('button', { name: /Skip/ }));
    expect(saveAnswer).toHaveBeenLastCalledWith(auth, 'mixed', { attemptId: 'u1-1', questionId: 'q1', answer: { text: 'Lima city' } });
    await userEvent.click(screen.getByRole('button', { name: /Skip/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'False' }));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(saveAnswer).toHaveBeenLastCalledWith(auth, 'mixed', { attemptId: 'u1-1', questionId: 'q3', answer: [2] });
    await waitFor(() => expect(finishQuiz).toHaveBeenCalledTimes(1));
    expect(finishQuiz).toHaveBeenCalledWith(auth, 'mixed', { attemptId: 'u1-1', answers: { q3: [2] }, responses: {} });
  });

  it('resumes with the saved responses shown again, on the first question without one', async () => {
    renderWithProviders(<QuizPlayer attempt={attemptOf({ resumed: true, responses: { q1: { text: 'Cusco' }, q2: { order: [1, 3, 2] } } })} clockOffsetMs={0} />);
    expect(await screen.findByRole('radiogroup', { name: /Lima is by the sea/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Moon, position 1 of 3', 'Earth, position 2 of 3', 'Sun, position 3 of 3']);
    // Unchanged: nothing to save on the way back.
    expect(saveAnswer).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByRole('textbox', { name: /What is the capital of Peru/ })).toHaveValue('Cusco');
  });
});
