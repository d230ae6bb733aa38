import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { renderWithProviders } from '@/test/render';
import { takeTestTarget } from '../lib/take-test';
import { QuizCard } from './quiz-card';

const quiz = (overrides: Partial<QuizSummary> = {}): WithId<QuizSummary> => ({
  id: 'ts-deep-dive',
  quizName: 'Understanding TypeScript Generics',
  image: '/covers/typescript.svg',
  description: 'Conditional types, inference, variance and the corners of the type system.',
  quizType: 'paid',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 1,
  allQTime: 6,
  questionCount: 5,
  submissionCount: 12,
  createdBy: 'admin',
  createdAt: new Date(0),
  ...overrides,
});

describe('QuizCard', () => {
  it('titles the quiz one level below the heading it sits under (h3 by default, h2 on /quizzes)', () => {
    const free = quiz({ quizType: 'free' });
    const { unmount } = renderWithProviders(<QuizCard quiz={free} takeTest={takeTestTarget(free, 'member')} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Understanding TypeSc' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<QuizCard quiz={free} takeTest={takeTestTarget(free, 'member')} titleLevel="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Understanding TypeSc' })).toBeInTheDocument();
  });

  it('shows the first 20 characters of the name, 40 of the description, the takers and a Paid badge', () => {
    const paid = quiz();
    renderWithProviders(<QuizCard quiz={paid} takeTest={takeTestTarget(paid, 'premium')} />);
    expect(screen.getByRole('heading', { name: 'Understanding TypeSc' })).toBeInTheDocument();
    expect(screen.getByText('Conditional types, inference, variance a')).toBeInTheDocument();
    expect(screen.getByText('12 people took it')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('has no Paid badge on a free quiz, and says "1 person"', () => {
    const free = quiz({ quizType: 'free', submissionCount: 1 });
    renderWithProviders(<QuizCard quiz={free} takeTest={takeTestTarget(free, 'member')} />);
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
    expect(screen.getByText('1 person took it')).toBeInTheDocument();
  });

  it('links Take A Test where the player may go', () => {
    const paid = quiz();
    const { unmount } = renderWithProviders(<QuizCard quiz={paid} takeTest={takeTestTarget(paid, 'member')} />);
    expect(screen.getByRole('link', { name: `Take A Test: ${paid.quizName}` })).toHaveAttribute('href', '/payment');
    unmount();
    renderWithProviders(<QuizCard quiz={paid} takeTest={takeTestTarget(paid, 'premium')} />);
    expect(screen.getByRole('link', { name: `Take A Test: ${paid.quizName}` })).toHaveAttribute('href', '/startQuiz/ts-deep-dive');
  });
});
