import { describe, expect, it } from 'vitest';
import { fromLocalInput, quizFormValuesOf, toLocalInput } from './quiz-form-values';

describe('the availability inputs', () => {
  it('shows an instant in local time and reads it back as the same instant', () => {
    const iso = '2027-03-04T05:06:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
  });

  it('keeps blank as blank, and reads an unreadable value as blank', () => {
    expect(toLocalInput('')).toBe('');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('not a date')).toBe('');
  });
});

describe('quizFormValuesOf', () => {
  it('fills the form from a stored quiz, settings that are off as blank', () => {
    const base = { quizName: 'Q', image: '/covers/space.svg', description: 'D', quizType: 'paid', resultType: 'quiz-wise', timeType: 'per-quiz', retakeCount: 2, allQTime: 7.5 } as const;
    expect(quizFormValuesOf(base)).toMatchObject({ retakeCount: '2', allQTime: '7.5', scoringMode: 'exact', drawCount: '', drawTag: '', opensAt: '', shuffleOptions: false });
    expect(quizFormValuesOf({ ...base, drawCount: 4, drawTag: 'odd', closesAt: '2027-01-01T00:00:00.000Z', shuffleQuestions: true })).toMatchObject({
      drawCount: '4',
      drawTag: 'odd',
      closesAt: '2027-01-01T00:00:00.000Z',
      shuffleQuestions: true,
    });
  });

  it('fills the pass mark and the leaderboard switch: blank and off when the quiz has none', () => {
    const base = { quizName: 'Q', image: '/covers/space.svg', description: 'D', quizType: 'free', resultType: 'quiz-wise', timeType: 'per-quiz', retakeCount: 0, allQTime: 5 } as const;
    expect(quizFormValuesOf(base)).toMatchObject({ passMark: '', leaderboard: false });
    expect(quizFormValuesOf({ ...base, passMark: null, leaderboard: false })).toMatchObject({ passMark: '', leaderboard: false });
    expect(quizFormValuesOf({ ...base, passMark: 70, leaderboard: true })).toMatchObject({ passMark: '70', leaderboard: true });
  });
});
