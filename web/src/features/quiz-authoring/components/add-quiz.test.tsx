import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notAdminMessage, questionAddedMessage, quizAddedMessage } from '@quizmaster/shared/messages';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import type { AuthoringCalls } from '../api/authoring-calls';
import { loadQuizFormResolver } from '../lib/lazy-quiz-form-resolver';
import { addQuestionToPublishText, quizPublishedMessage, quizSavedAsDraftMessage, submitPublishesText } from '../lib/finish-texts';
import { AddQuiz } from './add-quiz';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** The spec's toast durations (SPEC.md section 9). */
const SUCCESS = { autoClose: 2000 };
const ERROR = { autoClose: 4000 };

const forbidden = () => Promise.reject(new ApiRequestError(403, 'permission-denied', 'Only admins may do this.'));

function renderAddQuiz(calls: Partial<AuthoringCalls> = {}) {
  const fakes: AuthoringCalls = {
    createQuiz: vi.fn(() => Promise.resolve({ insertedId: 'quiz1', quiz: { quizName: 'Capitals' } })),
    createQuestion: vi.fn(() => Promise.resolve({ insertedId: 'q1' })),
    publish: vi.fn(() => Promise.resolve({ changed: true, quiz: { published: true, version: 3 } })),
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

/** From a fresh page to the question step of the quiz 'Capitals'. */
async function reachQuestionStep() {
  const user = await fillQuizStep();
  await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
  await screen.findByRole('heading', { name: 'Add Question' });
  return user;
}

const questionBox = () => screen.getByRole('textbox', { name: /^Question/ });
const addOptionButton = () => screen.getByRole('button', { name: 'Add Option' });
const sidePanel = () => screen.getByRole('complementary', { name: /^Questions added/ });

async function addOptions(user: ReturnType<typeof userEvent.setup>, options: string[]) {
  for (const option of options) {
    await user.type(screen.getByLabelText('New option'), option);
    await user.click(addOptionButton());
  }
}

/** Saves one question with two options, the first one right. */
async function saveQuestion(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(questionBox(), text);
  await addOptions(user, ['Paris', 'Lyon']);
  await user.click(screen.getByRole('checkbox', { name: 'Paris' }));
  await user.click(screen.getByRole('button', { name: 'Save Answer' }));
  await screen.findByRole('complementary', { name: /^Questions added \([1-9]/ });
}

// Typing a whole quiz through user-event takes seconds on a busy machine.
describe('AddQuiz', { timeout: 20_000 }, () => {
  // The form fetches its schema when it gets the focus: milliseconds in a browser, but the first
  // transform of zod here takes seconds, and the tests type faster than that.
  beforeAll(async () => {
    await loadQuizFormResolver();
  });

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
      scoringMode: 'exact',
      shuffleQuestions: false,
      shuffleOptions: false,
      drawCount: null,
      drawTag: null,
      opensAt: null,
      closesAt: null,
      reviewWhen: 'never',
      reviewShows: [],
      passMark: null,
      leaderboard: false,
    });
    expect(toast.success).toHaveBeenCalledWith(quizAddedMessage, SUCCESS);
  });

  it("says 'You are Not Admin' on 403 and keeps everything typed", async () => {
    renderAddQuiz({ createQuiz: forbidden });
    const user = await fillQuizStep();
    await user.click(screen.getByRole('button', { name: 'Add Quiz' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(notAdminMessage, ERROR));
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
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No quiz has the id quiz1.', ERROR));
    expect(calls.createQuestion).toHaveBeenCalledWith({
      quizId: 'quiz1',
      question: 'Capital of France?',
      type: 'multiple',
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

  it('saves a true-or-false question without options and lists its answer in words (ADR 0035)', async () => {
    const calls = renderAddQuiz();
    const user = await reachQuestionStep();
    await user.selectOptions(screen.getByLabelText('Question type'), 'true-false');
    await user.type(questionBox(), 'Paris is in France.');
    expect(screen.queryByLabelText('New option')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'True' }));
    await user.click(screen.getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(calls.createQuestion).toHaveBeenCalledWith({ quizId: 'quiz1', question: 'Paris is in France.', type: 'true-false', answer: [1] }));
    expect(await screen.findByRole('complementary', { name: 'Questions added (1)' })).toHaveTextContent('Answer: True');
  });

  it('keeps Add Option disabled until the question has text', async () => {
    renderAddQuiz();
    const user = await reachQuestionStep();
    await user.type(screen.getByLabelText('New option'), 'Paris');
    expect(addOptionButton()).toBeDisabled();
    await user.type(questionBox(), '   ');
    expect(addOptionButton()).toBeDisabled();
    await user.type(questionBox(), 'Capital of France?');
    expect(addOptionButton()).toBeEnabled();
    await user.click(addOptionButton());
    expect(screen.getByRole('checkbox', { name: 'Paris' })).not.toBeChecked();
    expect(screen.getByLabelText('New option')).toHaveValue('');
    // An empty option is not added either.
    expect(addOptionButton()).toBeDisabled();
  });

  it('hides the option input and shows Save Answer once an answer is ticked, and back when unticked', async () => {
    renderAddQuiz();
    const user = await reachQuestionStep();
    await user.type(questionBox(), 'Capital of France?');
    await addOptions(user, ['Paris', 'Lyon']);
    expect(screen.queryByRole('button', { name: 'Save Answer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Paris' }));
    expect(screen.queryByLabelText('New option')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Option' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Answer' })).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Paris' }));
    expect(screen.getByLabelText('New option')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save Answer' })).not.toBeInTheDocument();
  });

  it('keeps Save Answer disabled while the question has a single option', async () => {
    renderAddQuiz();
    const user = await reachQuestionStep();
    await user.type(questionBox(), 'Capital of France?');
    await addOptions(user, ['Paris']);
    await user.click(screen.getByRole('checkbox', { name: 'Paris' }));
    expect(screen.getByRole('button', { name: 'Save Answer' })).toBeDisabled();
    expect(screen.getByText(/Add at least 2 options/)).toBeVisible();
  });

  it('lists each saved question in the side panel with its options and answer numbers, then Submit Total Quiz starts over', async () => {
    const calls = renderAddQuiz();
    const user = await reachQuestionStep();
    expect(sidePanel()).toHaveTextContent('Questions added (0)');

    await user.type(questionBox(), 'Which are gas giants?');
    await addOptions(user, ['Saturn', 'Earth', 'Neptune']);
    await user.click(screen.getByRole('checkbox', { name: 'Neptune' }));
    await user.click(screen.getByRole('checkbox', { name: 'Saturn' }));
    await user.click(screen.getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(questionAddedMessage, SUCCESS));
    expect(calls.createQuestion).toHaveBeenCalledWith(expect.objectContaining({ quizId: 'quiz1', answer: [1, 3] }));

    // The form is clear for the next question.
    expect(questionBox()).toHaveValue('');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New option')).toBeVisible();

    await user.type(questionBox(), 'Closest to the Sun?');
    await addOptions(user, ['Venus', 'Mercury']);
    await user.click(screen.getByRole('checkbox', { name: 'Mercury' }));
    await user.click(screen.getByRole('button', { name: 'Save Answer' }));

    const panel = await screen.findByRole('complementary', { name: 'Questions added (2)' });
    // The outer list holds the questions, each with its own list of options.
    const [questionList] = within(panel).getAllByRole('list');
    const [first, second, ...others] = Array.from(questionList?.children ?? []) as HTMLElement[];
    expect(others).toHaveLength(0);
    expect(first).toHaveTextContent('1. Which are gas giants?');
    expect(within(first as HTMLElement).getAllByRole('listitem').map((option) => option.textContent)).toEqual(['Saturn', 'Earth', 'Neptune']);
    expect(first).toHaveTextContent('Answer: 1, 3');
    expect(second).toHaveTextContent('2. Closest to the Sun?');
    expect(second).toHaveTextContent('Answer: 2');

    await user.click(screen.getByRole('button', { name: 'Submit Total Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Add Quiz' })).toBeVisible();
    expect(screen.getByLabelText(/Quiz Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Retake Count/)).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Add Quiz' })).toBeDisabled();

    // The next quiz starts with an empty list.
    await reachQuestionStep();
    expect(sidePanel()).toHaveTextContent('Questions added (0)');
    expect(sidePanel()).toHaveTextContent('Saved questions appear here.');
  });

  it('Submit Total Quiz is disabled, saying why, until a question is saved; then it publishes the quiz and starts over', async () => {
    const calls = renderAddQuiz();
    const user = await reachQuestionStep();
    const submit = screen.getByRole('button', { name: 'Submit Total Quiz' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(addQuestionToPublishText);

    await saveQuestion(user, 'Capital of France?');
    expect(submit).toBeEnabled();
    expect(submit).toHaveAccessibleDescription(submitPublishesText);
    await user.click(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(quizPublishedMessage('Capitals'), SUCCESS));
    expect(calls.publish).toHaveBeenCalledWith('quiz1');
    expect(await screen.findByRole('heading', { name: 'Add Quiz' })).toBeVisible();
    expect(screen.getByLabelText(/Quiz Name/)).toHaveValue('');
  });

  it('Save as draft leaves the quiz unpublished, with or without questions, and starts over', async () => {
    const calls = renderAddQuiz();
    const user = await reachQuestionStep();
    const saveDraft = screen.getByRole('button', { name: 'Save as draft' });
    expect(saveDraft).toBeEnabled();
    expect(screen.getByRole('link', { name: 'its Edit page' })).toHaveAttribute('href', '/dashboard/editQuiz/quiz1');
    await user.click(saveDraft);
    expect(toast.success).toHaveBeenCalledWith(quizSavedAsDraftMessage('Capitals'), SUCCESS);
    expect(await screen.findByRole('heading', { name: 'Add Quiz' })).toBeVisible();
    expect(calls.publish).not.toHaveBeenCalled();
  });

  it('says why publishing failed and stays on the question step', async () => {
    const refused = () => Promise.reject(new ApiRequestError(409, 'no-questions', 'Add at least one question before publishing.'));
    renderAddQuiz({ publish: vi.fn(refused) });
    const user = await reachQuestionStep();
    await saveQuestion(user, 'Capital of France?');
    await user.click(screen.getByRole('button', { name: 'Submit Total Quiz' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Add at least one question before publishing.', ERROR));
    expect(screen.getByRole('button', { name: 'Submit Total Quiz' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Add Question' })).toBeVisible();
    expect(sidePanel()).toHaveTextContent('Questions added (1)');
  });
});
