import { describe, expect, it } from 'vitest';
import { roleLabel, summarisePlayer } from './player-summary';

const now = new Date('2026-06-01T00:00:00Z');

describe('summarisePlayer', () => {
  it('counts nothing for a new player', () => {
    expect(summarisePlayer({ quizzesTaken: 0, bestMarks: null, latest: null }, null, now)).toEqual({
      quizzesTaken: 0,
      best: null,
      latest: null,
      premiumUntil: null,
    });
  });

  it('shows the number of results and grades the best one', () => {
    const summary = summarisePlayer({ quizzesTaken: 3, bestMarks: 85, latest: null }, null, now);
    expect(summary.quizzesTaken).toBe(3);
    expect(summary.best).toEqual({ marks: 85, grade: 'A+' });
    expect(summarisePlayer({ quizzesTaken: 1, bestMarks: 0, latest: null }, null, now).best).toEqual({ marks: 0, grade: 'F' });
  });

  it('grades the latest result, with its quiz when it is still there', () => {
    expect(summarisePlayer({ quizzesTaken: 2, bestMarks: 90, latest: { marks: 75, quizName: 'Capitals' } }, null, now).latest).toEqual({
      marks: 75,
      grade: 'A-',
      quizName: 'Capitals',
    });
    expect(summarisePlayer({ quizzesTaken: 1, bestMarks: 30, latest: { marks: 30, quizName: null } }, null, now).latest).toEqual({
      marks: 30,
      grade: 'F',
      quizName: null,
    });
  });

  it('shows premium only while it is running', () => {
    const future = new Date('2027-01-01T00:00:00Z');
    const none = { quizzesTaken: 0, bestMarks: null, latest: null };
    expect(summarisePlayer(none, future, now).premiumUntil).toEqual(future);
    expect(summarisePlayer(none, new Date('2026-01-01T00:00:00Z'), now).premiumUntil).toBeNull();
  });
});

describe('roleLabel', () => {
  it('names admins, premium players and players', () => {
    expect(roleLabel('admin', false)).toBe('Admin');
    expect(roleLabel('', true)).toBe('Premium player');
    expect(roleLabel('', false)).toBe('Player');
  });
});
