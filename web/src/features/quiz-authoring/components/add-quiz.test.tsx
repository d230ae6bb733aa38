import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import type { AuthoringCalls } from '../api/authoring-calls';
import { AddQuiz } from './add-quiz';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const forbidden = () => Promise.reject(new ApiRequestError(403, 'permission-denied', 'Only admins may do this.'));

function renderAddQuiz(calls: Partial<AuthoringCalls> = {}) {
  const fakes: AuthoringCalls = {
    createQuiz: vi.fn(() => Promise.resolve({ insertedId: 'quiz1', quiz: { quizName: 'Capitals' } })),
    createQuestion: vi.fn(() => Promise.resolve({ insertedId: 'q1' })),
    ...calls,
  };
  renderWithProviders(<AddQuiz calls={fakes} upload={null} />);
  return fakes;
}

async function fillQuizStep() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Quiz Name/), 'Capitals');
  await user.click(screen.getByText('Geography'));
  await user.type(screen.getByLabelText(/Description/), 'Europe');
  await user.selectOptions(screen.getByLabelText(/Quiz Type/), 'paid');
  await user.type(screen.getByLabelText(/Retake Count/), '2');
  await user.type(screen.getByLabelText(/Quiz Duration/), '10');
  return user;
}

// Typing a whole quiz through user-event takes seconds on a busy machine.
describe('AddQuiz', { timeout: 20_000 }, () => {
  afterEach(() => vi.clearAllMocks());

  it('sends the parsed quiz, then moves to the question step', async () => {
    const calls = renderAddQuiz();
    const user = await fillQuizStep();
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
    await screen.findByRole('heading', { name: 'Add Question' });
    expect(calls.createQuiz).toHaveBeenCalledWith({
      quizName: 'Capitals',
      image: '/covers/geography.svg',
      description: 'Europe',
      quizType: 'paid',
      resultType: 'quiz-wise',
      timeType: 'per-quiz',
      retakeCount: 2,
      allQTime: 10,
    });
    expect(toast.success).toHaveBeenCalledWith('added quiz successfully Please write some question');
  });

  it("says 'You are Not Admin' on 403 and keeps everything typed", async () => {
    renderAddQuiz({ createQuiz: forbidden });
    const user = await fillQuizStep();
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You are Not Admin'));
    expect(screen.getByLabelText(/Quiz Name/)).toHaveValue('Capitals');
    expect(screen.getByRole('button', { name: 'Add Quiz' })).toBeEnabled();
  });

  it("keeps a question that failed to save, with the API's message", async () => {
    const failing = () => Promise.reject(new ApiRequestError(404, 'not-found', 'No quiz has the id quiz1.'));
    const calls = renderAddQuiz({ createQuestion: vi.fn(failing) });
    const user = await fillQuizStep();
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
    await user.type(await screen.findByRole('textbox', { name: /^Question/ }), 'Capital of France?');
    for (const option of ['Paris', 'Lyon']) {
      await user.type(screen.getByLabelText('New option'), option);
      await user.click(screen.getByRole('button', { name: 'Add Option' }));
    }
    await user.click(screen.getByRole('checkbox', { name: 'Paris' }));
    await user.click(screen.getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No quiz has the id quiz1.'));
    expect(calls.createQuestion).toHaveBeenCalledWith({
      quizId: 'quiz1',
      question: 'Capital of France?',
      options: [
        { id: 1, option: 'Paris' },
        { id: 2, option: 'Lyon' },
      ],
      answer: [1],
    });
    expect(screen.getByRole('textbox', { name: /^Question/ })).toHaveValue('Capital of France?');
    expect(screen.getByRole('checkbox', { name: 'Paris' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Questions added (0)' })).toBeInTheDocument();
  });
});
