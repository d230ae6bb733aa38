import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { renderWithProviders } from '@/test/render';
import type { PlayerAccess } from '../lib/take-test';
import { QuizGrid } from './quiz-grid';

type Summaries = { status: 'loading'; data: undefined } | { status: 'success'; data: WithId<QuizSummary>[] } | { status: 'error'; data: undefined; error: Error };

const state: { summaries: Summaries; access: PlayerAccess } = { summaries: { status: 'loading', data: undefined }, access: 'loading' };

// The grid's data hooks, replaced so the states can be shown without Firebase.
vi.mock('../api/use-quiz-summaries', () => ({ useQuizSummaries: () => state.summaries }));
vi.mock('../api/use-player-access', () => ({ usePlayerAccess: () => state.access }));

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
    renderWithProviders(<QuizGrid />);
    expect(screen.getByRole('status', { name: 'Loading quizzes' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when there are no quizzes yet', () => {
    state.summaries = { status: 'success', data: [] };
    renderWithProviders(<QuizGrid />);
    expect(screen.getByText('No quizzes yet')).toBeInTheDocument();
  });

  it('explains a failed load without technical detail', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.summaries = { status: 'error', data: undefined, error: new Error('permission-denied') };
    renderWithProviders(<QuizGrid />);
    expect(screen.getByText('We could not load the quizzes.')).toBeInTheDocument();
    expect(screen.queryByText(/permission-denied/)).not.toBeInTheDocument();
  });

  it("lists the quizzes, each Take A Test leading where this player may go", () => {
    state.summaries = { status: 'success', data: [quiz('moon', 'free'), quiz('mars', 'paid')] };
    renderWithProviders(<QuizGrid />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Take A Test: Quiz moon' })).toHaveAttribute('href', '/startQuiz/moon');
    expect(screen.getByRole('link', { name: 'Take A Test: Quiz mars' })).toHaveAttribute('href', '/payment');
  });
});
