import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { renderWithProviders } from '@/test/render';
import type { PlayerAccess } from '../lib/take-test';
import { FilterableQuizGrid } from './filterable-quiz-grid';
import { QuizGrid } from './quiz-grid';

type LoadMore = () => Promise<{ added: number; hasMore: boolean } | null>;
type Summaries =
  | { status: 'loading'; data: undefined }
  | { status: 'success'; data: WithId<QuizSummary>[]; hasMore: boolean; loadingMore: boolean; loadMore: LoadMore }
  | { status: 'error'; data: undefined; error: Error };

const state: { summaries: Summaries; access: PlayerAccess; quizType: unknown } = {
  summaries: { status: 'loading', data: undefined },
  access: 'loading',
  quizType: undefined,
};

// The grid's data hooks, replaced so the states can be shown without Firebase.
vi.mock('../api/use-quiz-summaries', () => ({
  useQuizSummaries: (quizType: unknown) => {
    state.quizType = quizType;
    return state.summaries;
  },
}));
vi.mock('../api/use-player-access', () => ({ usePlayerAccess: () => state.access, useAccessResolver: () => () => Promise.resolve(state.access) }));

const quiz = (id: string, quizType: QuizSummary['quizType']): WithId<QuizSummary> => ({
  id,
  quizName: `Quiz ${id}`,
  image: '/covers/space.svg',
  description: 'About space',
  quizType,
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 0,
  allQTime: 5,
  questionCount: 3,
  submissionCount: 0,
  createdBy: 'admin',
  createdAt: new Date(0),
});

describe('QuizGrid', () => {
  beforeEach(() => {
    state.access = 'member';
  });

  it('shows card skeletons while the quizzes load', () => {
    state.summaries = { status: 'loading', data: undefined };
    renderWithProviders(<QuizGrid access={state.access} />);
    expect(screen.getByRole('status', { name: 'Loading quizzes' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when there are no quizzes yet', () => {
    state.summaries = { status: 'success', data: [], hasMore: false, loadingMore: false, loadMore: vi.fn() };
    renderWithProviders(<QuizGrid access={state.access} />);
    expect(screen.getByText('No quizzes yet')).toBeInTheDocument();
  });

  it('explains a failed load without technical detail', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.summaries = { status: 'error', data: undefined, error: new Error('permission-denied') };
    renderWithProviders(<QuizGrid access={state.access} />);
    expect(screen.getByText('We could not load the quizzes.')).toBeInTheDocument();
    expect(screen.queryByText(/permission-denied/)).not.toBeInTheDocument();
  });

  it("lists the quizzes, each Take A Test leading where this player may go", () => {
    state.summaries = { status: 'success', data: [quiz('moon', 'free'), quiz('mars', 'paid')], hasMore: false, loadingMore: false, loadMore: vi.fn() };
    renderWithProviders(<QuizGrid access={state.access} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Take A Test: Quiz moon' })).toHaveAttribute('href', '/startQuiz/moon');
    expect(screen.getByRole('link', { name: 'Take A Test: Quiz mars' })).toHaveAttribute('href', '/payment');
    expect(screen.queryByRole('button', { name: 'Load more quizzes' })).not.toBeInTheDocument();
  });

  it('makes a press on a paid quiz wait for the access while it loads, busy, then leads straight where the access says', async () => {
    state.summaries = { status: 'success', data: [quiz('moon', 'free'), quiz('mars', 'paid')], hasMore: false, loadingMore: false, loadMore: vi.fn() };
    let resolve: (access: PlayerAccess) => void = () => undefined;
    const resolveAccess = vi.fn(() => new Promise<PlayerAccess>((settle) => (resolve = settle)));
    renderWithProviders(
      <Routes>
        <Route path="/" element={<QuizGrid access="loading" resolveAccess={resolveAccess} />} />
        <Route path="/payment" element={<p>The payment page</p>} />
        <Route path="/startQuiz/:quizId" element={<p>The quiz page</p>} />
      </Routes>,
    );
    const paid = screen.getByRole('link', { name: 'Take A Test: Quiz mars' });
    // Its address for a new tab is the quiz page, whose guard decides; a press waits.
    expect(paid).toHaveAttribute('href', '/startQuiz/mars');
    await userEvent.click(paid);
    expect(resolveAccess).toHaveBeenCalledOnce();
    expect(paid).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('The quiz page')).not.toBeInTheDocument();
    resolve('member');
    expect(await screen.findByText('The payment page')).toBeInTheDocument();
  });

  it('lets a press on a free quiz follow its link at once while the access loads', async () => {
    state.summaries = { status: 'success', data: [quiz('moon', 'free')], hasMore: false, loadingMore: false, loadMore: vi.fn() };
    const resolveAccess = vi.fn(() => Promise.resolve<PlayerAccess>('member'));
    renderWithProviders(
      <Routes>
        <Route path="/" element={<QuizGrid access="loading" resolveAccess={resolveAccess} />} />
        <Route path="/startQuiz/:quizId" element={<p>The quiz page</p>} />
      </Routes>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Take A Test: Quiz moon' }));
    expect(await screen.findByText('The quiz page')).toBeInTheDocument();
    expect(resolveAccess).not.toHaveBeenCalled();
  });

  it('loads more on request, says how many were added and keeps the focus on the button', async () => {
    const loadMore = vi.fn<LoadMore>(() => Promise.resolve({ added: 12, hasMore: true }));
    state.summaries = { status: 'success', data: [quiz('moon', 'free')], hasMore: true, loadingMore: false, loadMore };
    renderWithProviders(<QuizGrid access={state.access} />);
    const button = screen.getByRole('button', { name: 'Load more quizzes' });
    await userEvent.click(button);
    expect(loadMore).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('12 more quizzes loaded. Showing 13.'));
    expect(button).toHaveFocus();
  });

  it('says when a page could not be loaded, and keeps the button to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.summaries = { status: 'success', data: [quiz('moon', 'free')], hasMore: true, loadingMore: false, loadMore: () => Promise.reject(new Error('offline')) };
    renderWithProviders(<QuizGrid access={state.access} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more quizzes' }));
    expect(await screen.findByText('More quizzes could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more quizzes' })).toBeInTheDocument();
  });

  it('filters by type from the URL only where the filter is shown', () => {
    state.summaries = { status: 'loading', data: undefined };
    renderWithProviders(<FilterableQuizGrid />, { route: '/quizzes?type=paid' });
    expect(state.quizType).toBe('paid');
    expect(screen.getByLabelText('Show')).toHaveValue('paid');

    renderWithProviders(<QuizGrid access={state.access} />, { route: '/?type=paid' });
    expect(state.quizType).toBeNull();
  });
});
