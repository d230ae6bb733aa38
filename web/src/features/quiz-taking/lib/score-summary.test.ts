import { describe, expect, it } from 'vitest';
import type { AttemptResult } from '../api/attempts';
import { scoreFigures } from './score-summary';

const result: AttemptResult = {
  points: 15,
  marks: 75,
  grade: 'A-',
  correctCount: 3,
  questionCount: 4,
  submissionId: 's1',
  attempt: 1,
  attemptsAllowed: 1,
  submittedAt: '2026-11-27T12:00:00.000Z',
  status: 'submitted',
};

describe('scoreFigures', () => {
  it("tells the server's points, marks, grade and questions right", () => {
    expect(scoreFigures(result)).toEqual({ points: '15/20', marks: '75%', grade: 'A-', questionsRight: '3 of 4 questions right.', passMark: null });
    expect(scoreFigures({ ...result, points: 10, marks: 66.666, grade: 'A', correctCount: 2, questionCount: 3 })).toMatchObject({
      points: '10/15',
      marks: '66.67%',
    });
  });

  it("counts the questions right from the server's verdicts, not points ÷ 5 (partial scoring)", () => {
    expect(scoreFigures({ ...result, points: 7.5, marks: 37.5, grade: 'F', correctCount: 1 })).toMatchObject({
      points: '7.5/20',
      questionsRight: '1 of 4 questions right.',
    });
  });

  it('says whether the pass mark was reached, when the quiz has one', () => {
    expect(scoreFigures({ ...result, passMark: 80, passed: false }).passMark).toBe('Not passed: the pass mark is 80%.');
    expect(scoreFigures({ ...result, passMark: 70, passed: true }).passMark).toBe('Passed: the pass mark is 70%.');
  });
});
