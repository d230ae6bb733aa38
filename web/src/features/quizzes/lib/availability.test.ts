import { describe, expect, it } from 'vitest';
import { availabilityLabel, questionsPerAttempt } from './availability';

const now = new Date('2027-01-10T12:00:00');

describe('availabilityLabel', () => {
  it.each([
    [{}, null],
    [{ opensAt: new Date('2027-01-11T09:30:00') }, 'Opens Jan 11, 9:30 AM'],
    [{ opensAt: new Date('2027-01-01T09:30:00') }, null],
    [{ closesAt: new Date('2027-01-10T12:00:00') }, 'Closed'],
    [{ closesAt: new Date('2027-01-12T18:00:00') }, 'Closes Jan 12, 6:00 PM'],
    [{ opensAt: new Date('2027-01-11T09:30:00'), closesAt: new Date('2027-01-12T18:00:00') }, 'Opens Jan 11, 9:30 AM'],
  ])('%j → %s', (window, label) => {
    expect(availabilityLabel(window, now)).toBe(label);
  });
});

describe('questionsPerAttempt', () => {
  it('is the draw when the quiz draws fewer than it has, else every question', () => {
    expect(questionsPerAttempt({ questionCount: 10, drawCount: 4 })).toBe(4);
    expect(questionsPerAttempt({ questionCount: 3, drawCount: 4 })).toBe(3);
    expect(questionsPerAttempt({ questionCount: 3, drawCount: null })).toBe(3);
    expect(questionsPerAttempt({ questionCount: 3 })).toBe(3);
  });
});
