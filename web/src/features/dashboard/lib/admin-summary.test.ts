import { describe, expect, it } from 'vitest';
import { lastMonths, monthBars, revenueUsd, submissionsPerQuiz } from './admin-summary';

describe('revenueUsd', () => {
  it('counts 107 dollars per payment that was not refunded', () => {
    expect(revenueUsd(0)).toBe(0);
    expect(revenueUsd(2)).toBe(214);
  });
});

describe('lastMonths', () => {
  it('gives the last calendar months (UTC) up to the current one, oldest first, each as [start, end)', () => {
    const months = lastMonths(new Date('2026-03-15T12:00:00Z'), 4);
    expect(months.map((month) => month.label)).toEqual(['Dec 25', 'Jan 26', 'Feb 26', 'Mar 26']);
    expect(months[0]).toEqual({ label: 'Dec 25', start: new Date('2025-12-01T00:00:00Z'), end: new Date('2026-01-01T00:00:00Z') });
    expect(months[3]).toEqual({ label: 'Mar 26', start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') });
  });

  it('leaves no gap and no overlap between months, and ends after now', () => {
    const now = new Date('2026-01-31T23:59:59.999Z');
    const months = lastMonths(now);
    expect(months).toHaveLength(6);
    months.slice(1).forEach((month, index) => expect(month.start).toEqual(months[index]?.end));
    expect(months[5]?.start.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(months[5]?.end.getTime()).toBeGreaterThan(now.getTime());
  });

  it('takes the UTC month, whatever the hour', () => {
    expect(lastMonths(new Date('2026-03-01T00:00:00Z'), 1)[0]?.label).toBe('Mar 26');
    expect(lastMonths(new Date('2026-02-28T23:59:59Z'), 1)[0]?.label).toBe('Feb 26');
  });
});

describe('monthBars', () => {
  it('puts each count on its month, with missing counts as zero', () => {
    const months = lastMonths(new Date('2026-03-15T12:00:00Z'), 3);
    expect(monthBars(months, [1, 0])).toEqual([
      { label: 'Jan 26', value: 1 },
      { label: 'Feb 26', value: 0 },
      { label: 'Mar 26', value: 0 },
    ]);
  });
});

describe('submissionsPerQuiz', () => {
  it("makes one bar per quiz, in the query's order", () => {
    const quizzes = [
      { quizName: 'C', submissionCount: 9 },
      { quizName: 'A', submissionCount: 3 },
      { quizName: 'B', submissionCount: 3 },
    ];
    expect(submissionsPerQuiz(quizzes)).toEqual([
      { label: 'C', value: 9 },
      { label: 'A', value: 3 },
      { label: 'B', value: 3 },
    ]);
  });
});
