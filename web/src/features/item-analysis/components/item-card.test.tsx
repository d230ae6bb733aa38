import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalysedItem } from '@quizmaster/shared/api/insights';
import { renderWithProviders } from '@/test/render';
import { ItemCard } from './item-analysis-page';

const figures = { answers: 4, difficulty: 0.25, discrimination: 0.5, blankShare: 0, averageTimeMs: null, flags: [] } as const;

describe('ItemCard', () => {
  it('shows a choice question’s options, right ones marked', () => {
    const item: AnalysedItem = {
      ...figures,
      flags: [],
      questionId: 'q1',
      question: 'Pick one',
      options: [
        { optionId: 1, option: 'Yes', count: 3, share: 0.75, right: true },
        { optionId: 2, option: 'No', count: 1, share: 0.25, right: false },
      ],
    };
    renderWithProviders(<ItemCard item={item} number={1} />);
    const options = screen.getByRole('list', { name: 'How often each option was chosen' });
    expect(within(options).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Yes ✓3 (75%)', 'No1 (25%)']);
  });

  it('shows a numeric question’s distribution instead of options', () => {
    const item: AnalysedItem = {
      ...figures,
      flags: [],
      questionId: 'q2',
      question: 'How many?',
      type: 'numeric',
      options: [],
      parts: [
        { label: 'Within the tolerance', count: 1, share: 0.25 },
        { label: 'Too high', count: 3, share: 0.75 },
      ],
    };
    renderWithProviders(<ItemCard item={item} number={2} />);
    expect(screen.queryByRole('list', { name: 'How often each option was chosen' })).toBeNull();
    const bars = screen.getByRole('list', { name: 'Where the answers fell' });
    expect(within(bars).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Within the tolerance1 (25%)', 'Too high3 (75%)']);
  });

  it('lists a short answer’s most common wrong answers', () => {
    const shortAnswer: AnalysedItem = { ...figures, flags: [], questionId: 'q3', question: 'Capital?', type: 'short-answer', options: [], wrongAnswers: [{ label: 'zurich', count: 2, share: 0.5 }] };
    renderWithProviders(<ItemCard item={shortAnswer} number={3} />);
    expect(screen.getByRole('list', { name: 'Most common wrong answers' }).textContent).toBe('zurich2 (50%)');
  });
});
