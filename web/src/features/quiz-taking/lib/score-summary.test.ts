import { describe, expect, it } from 'vitest';
import type { AttemptResult } from '../api/attempts';
import { scoreSummary } from './score-summary';

const result: AttemptResult = { points: 15, marks: 75, grade: 'A-', correctCount: 3, questionCount: 4, attempt: 1, status: 'submitted' };

describe('scoreSummary', () => {
  it("tells the server's marks, grade and right answers", () => {
    expect(scoreSummary({ result, expired: false })).toBe('Your score: 75% (grade A-), 3 of 4 questions right.');
    expect(scoreSummary({ result: { ...result, marks: 66.666, grade: 'A', correctCount: 2, questionCount: 3 }, expired: false })).toBe(
      'Your score: 66.67% (grade A), 2 of 3 questions right.',
    );
  });

  it('says when only the answers saved in time were scored', () => {
    expect(scoreSummary({ result: { ...result, marks: 25, grade: 'F', correctCount: 1, status: 'expired' }, expired: true })).toBe(
      'The time was up, so your quiz was scored with the answers saved in time: 25% (grade F), 1 of 4 questions right.',
    );
  });
});
