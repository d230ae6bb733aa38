import { describe, expect, it } from 'vitest';
import { roleLabel, summarisePlayer } from './player-summary';

const now = new Date('2026-06-01T00:00:00Z');

describe('summarisePlayer', () => {
  it('counts nothing for a new player', () => {
    expect(summarisePlayer([], null, now)).toEqual({ quizzesTaken: 0, best: null, premiumUntil: null });
  });

  it('counts every result and grades the best one', () => {
    const summary = summarisePlayer([{ marks: 40 }, { marks: 85 }, { marks: 60 }], null, now);
    expect(summary.quizzesTaken).toBe(3);
    expect(summary.best).toEqual({ marks: 85, grade: 'A+' });
  });

  it('shows premium only while it is running', () => {
    const future = new Date('2027-01-01T00:00:00Z');
    expect(summarisePlayer([], future, now).premiumUntil).toEqual(future);
    expect(summarisePlayer([], new Date('2026-01-01T00:00:00Z'), now).premiumUntil).toBeNull();
  });
});

describe('roleLabel', () => {
  it('names admins, premium players and players', () => {
    expect(roleLabel('admin', false)).toBe('Admin');
    expect(roleLabel('', true)).toBe('Premium player');
    expect(roleLabel('', false)).toBe('Player');
  });
});
