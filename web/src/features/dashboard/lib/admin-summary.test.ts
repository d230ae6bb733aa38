import { describe, expect, it } from 'vitest';
import { paymentsPerMonth, revenueUsd, submissionsPerQuiz } from './admin-summary';

describe('revenueUsd', () => {
  it('counts 107 dollars per payment that was not refunded', () => {
    expect(revenueUsd([])).toBe(0);
    expect(revenueUsd([{ refund: 'false' }, { refund: 'processing' }, { refund: 'true' }])).toBe(214);
  });
});

describe('paymentsPerMonth', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it('buckets payments by UTC month, with empty months as zero, oldest first', () => {
    const bars = paymentsPerMonth(
      [
        { createdAt: new Date('2026-03-01T00:00:00Z') },
        { createdAt: new Date('2026-03-31T23:59:59Z') },
        { createdAt: new Date('2026-01-10T00:00:00Z') },
        { createdAt: new Date('2025-12-31T23:00:00Z') },
        // Outside the window: ignored.
        { createdAt: new Date('2025-09-30T00:00:00Z') },
      ],
      now,
      4,
    );
    expect(bars).toEqual([
      { label: 'Dec 25', value: 1 },
      { label: 'Jan 26', value: 1 },
      { label: 'Feb 26', value: 0 },
      { label: 'Mar 26', value: 2 },
    ]);
  });
});

describe('submissionsPerQuiz', () => {
  it('keeps the most taken quizzes, most first, ties by name', () => {
    const quizzes = [
      { quizName: 'B', submissionCount: 3 },
      { quizName: 'A', submissionCount: 3 },
      { quizName: 'C', submissionCount: 9 },
      { quizName: 'D', submissionCount: 0 },
    ];
    expect(submissionsPerQuiz(quizzes, 3)).toEqual([
      { label: 'C', value: 9 },
      { label: 'A', value: 3 },
      { label: 'B', value: 3 },
    ]);
  });
});
