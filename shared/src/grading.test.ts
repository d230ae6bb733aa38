import { describe, expect, it } from 'vitest';
import { GRADES, gradeFor, isExactMatch, marksFor, parseGrade, scoreAnswers } from './grading';

describe('gradeFor', () => {
  it.each([
    [100, 'A+'],
    [80, 'A+'],
    [79.99, 'A-'],
    [70, 'A-'],
    [69, 'A'],
    [60, 'A'],
    [59, 'B'],
    [50, 'B'],
    [49, 'C'],
    [40, 'C'],
    [39.99, 'F'],
    [0, 'F'],
  ])('gives %s percent the grade %s', (marks, grade) => {
    expect(gradeFor(marks)).toBe(grade);
  });
});

describe('GRADES', () => {
  it('lists every grade gradeFor gives, highest first', () => {
    expect(GRADES).toEqual(['A+', 'A-', 'A', 'B', 'C', 'F']);
    expect(new Set([100, 75, 65, 55, 45, 0].map(gradeFor))).toEqual(new Set(GRADES));
  });

  it('reads a grade from text, and nothing else', () => {
    expect(parseGrade('A-')).toBe('A-');
    expect(parseGrade('a+')).toBeNull();
    expect(parseGrade('')).toBeNull();
    expect(parseGrade(null)).toBeNull();
  });
});

describe('isExactMatch', () => {
  it('accepts the same set in any order', () => {
    expect(isExactMatch([3, 1], [1, 3])).toBe(true);
  });
  it('refuses a subset, a superset and a different set', () => {
    expect(isExactMatch([1], [1, 3])).toBe(false);
    expect(isExactMatch([1, 2, 3], [1, 3])).toBe(false);
    expect(isExactMatch([2], [1])).toBe(false);
  });
  it('refuses an empty choice', () => {
    expect(isExactMatch([], [1])).toBe(false);
  });
});

describe('marksFor', () => {
  it('turns points into a percentage of the maximum', () => {
    expect(marksFor(15, 4)).toBe(75);
    expect(marksFor(5, 3)).toBe(33.33);
    expect(marksFor(0, 5)).toBe(0);
  });
  it('gives 0 for a quiz without questions instead of dividing by zero', () => {
    expect(marksFor(0, 0)).toBe(0);
  });
});

describe('scoreAnswers', () => {
  const key = { q1: [1], q2: [2, 3], q3: [4] };
  const ids = ['q1', 'q2', 'q3'];

  it('gives 5 points per exactly matched question and grades the percent', () => {
    expect(scoreAnswers(ids, key, { q1: [1], q2: [3, 2], q3: [1] })).toMatchObject({
      points: 10,
      marks: 66.67,
      grade: 'A',
      correctCount: 2,
      questionCount: 3,
      correctByQuestion: { q1: true, q2: true, q3: false },
    });
  });

  it('counts a partly right multi-answer question as wrong', () => {
    expect(scoreAnswers(ids, key, { q2: [2] }).correctByQuestion.q2).toBe(false);
  });

  it('never counts a question missing from the key as right, even when unanswered', () => {
    expect(scoreAnswers(['q9'], key, {}).correctCount).toBe(0);
  });

  it('ignores answers to questions outside the attempt', () => {
    expect(scoreAnswers(['q1'], key, { q1: [1], q2: [2, 3] })).toMatchObject({ points: 5, marks: 100, grade: 'A+' });
  });
});

describe('scoreAnswers with a scoring mode', () => {
  const key = { q1: [1, 2], q2: [3] };
  const optionIds = { q1: [1, 2, 3, 4], q2: [1, 2, 3, 4] };
  const chosen = { q1: [1, 3], q2: [3] };

  it('scores exactly by default, as SPEC.md says', () => {
    expect(scoreAnswers(['q1', 'q2'], key, chosen)).toMatchObject({ points: 5, marks: 50, correctCount: 1 });
    expect(scoreAnswers(['q1', 'q2'], key, chosen, { mode: 'exact', optionIds })).toMatchObject({ points: 5, marks: 50 });
  });

  it('adds the partial shares, while only exact answers count as right', () => {
    expect(scoreAnswers(['q1', 'q2'], key, { q1: [1], q2: [3] }, { mode: 'partial', optionIds })).toMatchObject({ points: 7.5, marks: 75, grade: 'A-', correctCount: 1 });
  });

  it('takes a share back per wrong tick under partial, never below 0 for the question', () => {
    expect(scoreAnswers(['q1', 'q2'], key, chosen, { mode: 'partial', optionIds })).toMatchObject({ points: 5, marks: 50, correctCount: 1 });
    expect(scoreAnswers(['q1', 'q2'], key, { q1: [1, 2, 3, 4], q2: [1, 2, 3, 4] }, { mode: 'partial', optionIds })).toMatchObject({ points: 0, marks: 0 });
  });

  it('takes wrong ticks away per question, never below 0 for it', () => {
    expect(scoreAnswers(['q1', 'q2'], key, chosen, { mode: 'partial-negative', optionIds })).toMatchObject({ points: 5, marks: 50, correctCount: 1 });
    expect(scoreAnswers(['q1', 'q2'], key, { q1: [3, 4], q2: [3] }, { mode: 'partial-negative', optionIds })).toMatchObject({ points: 5 });
  });
});
