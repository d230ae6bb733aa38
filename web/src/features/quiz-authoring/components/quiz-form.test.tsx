import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { loadQuizFormResolver } from '../lib/lazy-quiz-form-resolver';
import { QuizForm } from './quiz-form';

type Upload = (file: File, onProgress: (percent: number) => void) => Promise<string>;

function renderQuizForm(upload: Upload | null = null) {
  const onSubmit = vi.fn(() => Promise.resolve());
  renderWithProviders(<QuizForm onSubmit={onSubmit} upload={upload} />);
  // A browser lets the admin pick "All files" despite `accept`; so does this user.
  return { onSubmit, user: userEvent.setup({ applyAccept: false }) };
}

const file = (name: string, type: string) => new File(['cover'], name, { type });
const coverInput = () => screen.getByLabelText('Cover Image');
const addQuizButton = () => screen.getByRole('button', { name: 'Add Quiz' });

// Typing through user-event takes seconds on a busy machine.
describe('QuizForm', { timeout: 20_000 }, () => {
  // The form fetches its schema when it gets the focus: milliseconds in a browser, but the first
  // transform of zod here takes seconds, and the tests type faster than that.
  beforeAll(async () => {
    await loadQuizFormResolver();
  });

  it('keeps Add Quiz disabled until name, cover, description, type, retake count and duration are all filled', async () => {
    const { user } = renderQuizForm();
    expect(screen.getByLabelText(/Retake Count/)).toHaveValue(null);
    expect(addQuizButton()).toBeDisabled();

    const steps: (() => Promise<void>)[] = [
      () => user.type(screen.getByLabelText(/Quiz Name/), 'Capitals'),
      () => user.click(screen.getByText('Geography')),
      () => user.type(screen.getByLabelText(/Description/), 'Europe'),
      () => user.selectOptions(screen.getByLabelText(/Quiz Type/), 'free'),
      () => user.type(screen.getByLabelText(/Retake Count/), '0'),
    ];
    for (const step of steps) {
      await step();
      expect(addQuizButton()).toBeDisabled();
    }
    await user.type(screen.getByLabelText(/Quiz Duration/), '5');
    expect(addQuizButton()).toBeEnabled();

    // Blank again (spaces only): disabled again.
    await user.clear(screen.getByLabelText(/Quiz Name/));
    await user.type(screen.getByLabelText(/Quiz Name/), '   ');
    expect(addQuizButton()).toBeDisabled();
  });

  it("shows the shared rules' messages next to the fields and sends nothing", async () => {
    const { onSubmit, user } = renderQuizForm();
    await user.type(screen.getByLabelText(/Quiz Name/), 'Capitals');
    await user.click(screen.getByText('History'));
    await user.type(screen.getByLabelText(/Description/), 'Europe');
    await user.selectOptions(screen.getByLabelText(/Quiz Type/), 'paid');
    await user.type(screen.getByLabelText(/Retake Count/), '1.5');
    await user.type(screen.getByLabelText(/Quiz Duration/), '601');
    await user.click(addQuizButton());
    expect(await screen.findByText('Use a whole number')).toBeVisible();
    expect(screen.getByText('At most 600 minutes')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks a field once it is left, then at each change, as the shared rules say", async () => {
    const { user } = renderQuizForm();
    const name = screen.getByLabelText(/Quiz Name/);
    await user.click(name);
    expect(screen.queryByText('Quiz name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Quiz name is required')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'C');
    await waitFor(() => expect(screen.queryByText('Quiz name is required')).not.toBeInTheDocument());
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('sends the ticked settings, the chosen cover and the switch with the parsed fields', async () => {
    const { onSubmit, user } = renderQuizForm();
    await user.type(screen.getByLabelText(/Quiz Name/), ' Capitals ');
    await user.click(screen.getByRole('radio', { name: 'Space' }));
    expect(screen.getByRole('radio', { name: 'Space' })).toBeChecked();
    await user.type(screen.getByLabelText(/Description/), 'Europe');
    await user.selectOptions(screen.getByLabelText(/Quiz Type/), 'paid');
    await user.type(screen.getByLabelText(/Retake Count/), '2');
    await user.type(screen.getByLabelText(/Quiz Duration/), '5');
    await user.click(screen.getByRole('checkbox', { name: 'Shuffle question order' }));
    await user.click(screen.getByText('The explanations'));
    await user.click(screen.getByRole('switch', { name: 'Show a leaderboard' }));
    expect(screen.getByRole('checkbox', { name: 'Shuffle question order' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Shuffle option order' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show a leaderboard' })).toHaveAttribute('aria-checked', 'true');

    await user.click(addQuizButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        quizName: 'Capitals',
        image: '/covers/space.svg',
        quizType: 'paid',
        retakeCount: 2,
        allQTime: 5,
        shuffleQuestions: true,
        shuffleOptions: false,
        reviewShows: ['explanations'],
        leaderboard: true,
      }),
    );
  });

  it('offers the ordering credit only in a partial scoring mode, and sends the one chosen (ADR 0035)', async () => {
    const { onSubmit, user } = renderQuizForm();
    await user.type(screen.getByLabelText(/Quiz Name/), 'Order');
    await user.click(screen.getByText('History'));
    await user.type(screen.getByLabelText(/Description/), 'Dates');
    await user.selectOptions(screen.getByLabelText(/Quiz Type/), 'free');
    await user.type(screen.getByLabelText(/Retake Count/), '0');
    await user.type(screen.getByLabelText(/Quiz Duration/), '5');
    expect(screen.queryByLabelText('Ordering questions')).toBeNull();

    await user.selectOptions(screen.getByLabelText(/Scoring of multi-answer questions/), 'partial');
    const credit = screen.getByLabelText('Ordering questions');
    expect(credit).toHaveValue('exact');
    await user.selectOptions(credit, 'adjacent-pairs');
    await user.click(addQuizButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ scoringMode: 'partial', orderingCredit: 'adjacent-pairs' }));
  });

  it.each([
    ['cover.gif', 'image/gif'],
    ['notes.txt', 'text/plain'],
  ])("refuses %s with 'Please Enter A Valid Cover Image' and uploads nothing", async (name, type) => {
    const upload = vi.fn<Upload>();
    const { user } = renderQuizForm(upload);
    await user.upload(coverInput(), file(name, type));
    expect(await screen.findByText('Please Enter A Valid Cover Image')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it('without Storage, says uploads need it and asks for a built-in cover', async () => {
    const { user } = renderQuizForm(null);
    expect(screen.getByText(/Uploads need Firebase Storage/)).toBeVisible();
    await user.upload(coverInput(), file('cover.png', 'image/png'));
    expect(await screen.findByText(/pick a built-in cover below/)).toBeVisible();
    expect(coverInput()).toHaveAttribute('aria-invalid', 'true');
    // An invalid file still gets the spec's message.
    await user.upload(coverInput(), file('cover.gif', 'image/gif'));
    expect(await screen.findByText('Please Enter A Valid Cover Image')).toBeVisible();
  });

  it("with Storage, shows the upload's progress and uses the uploaded file's URL as the cover", async () => {
    let finish: (url: string) => void = () => undefined;
    const upload = vi.fn<Upload>((_file, onProgress) => {
      onProgress(40);
      return new Promise((resolve) => (finish = resolve));
    });
    const { onSubmit, user } = renderQuizForm(upload);
    await user.upload(coverInput(), file('cover.JPG', 'image/jpeg'));
    expect(await screen.findByText('40%')).toBeVisible();
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'cover.JPG' }), expect.any(Function));

    finish('https://storage.example.com/covers/abc.jpg');
    expect(await screen.findByRole('img', { name: 'The uploaded cover' })).toHaveAttribute('src', 'https://storage.example.com/covers/abc.jpg');
    expect(screen.queryByText('40%')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Quiz Name/), 'Capitals');
    await user.type(screen.getByLabelText(/Description/), 'Europe');
    await user.selectOptions(screen.getByLabelText(/Quiz Type/), 'free');
    await user.type(screen.getByLabelText(/Retake Count/), '0');
    await user.type(screen.getByLabelText(/Quiz Duration/), '5');
    await user.click(addQuizButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ image: 'https://storage.example.com/covers/abc.jpg' })));
  });

  it('refuses a cover over 5 MB before uploading it', async () => {
    const upload = vi.fn<Upload>(() => Promise.resolve('https://storage.example.com/covers/big.png'));
    const { user } = renderQuizForm(upload);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(coverInput(), big);
    expect(await screen.findByText('The cover must be at most 5 MB.')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it('says so when an upload fails, and keeps no cover', async () => {
    const { user } = renderQuizForm(() => Promise.reject(new Error('storage/unauthorized')));
    await user.upload(coverInput(), file('cover.png', 'image/png'));
    expect(await screen.findByText('The upload failed: storage/unauthorized')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'The uploaded cover' })).not.toBeInTheDocument();
  });
});
