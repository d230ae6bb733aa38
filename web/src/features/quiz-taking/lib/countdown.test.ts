import { describe, expect, it } from 'vitest';
import {
  clockOffsetMs,
  crossedThreshold,
  formatCountdown,
  remainingMs,
  spokenDuration,
  thresholdAnnouncement,
  urgencyOf,
} from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(5 * 60_000)).toBe('05:00');
    expect(formatCountdown(4 * 60_000 + 5_000)).toBe('04:05');
    expect(formatCountdown(59_000)).toBe('00:59');
  });

  it('rounds up, so the last second still shows 00:01', () => {
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(1_001)).toBe('00:02');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });

  it('adds hours from an hour on', () => {
    expect(formatCountdown(60 * 60_000)).toBe('1:00:00');
    expect(formatCountdown(62 * 60_000 + 3_000)).toBe('1:02:03');
    expect(formatCountdown(600 * 60_000)).toBe('10:00:00');
  });
});

describe('spokenDuration', () => {
  it('says the time in words', () => {
    expect(spokenDuration(4 * 60_000 + 5_000)).toBe('4 minutes 5 seconds');
    expect(spokenDuration(60_000)).toBe('1 minute');
    expect(spokenDuration(1_000)).toBe('1 second');
    expect(spokenDuration(62 * 60_000 + 3_000)).toBe('1 hour 2 minutes');
    expect(spokenDuration(0)).toBe('no time');
  });
});

describe('clock skew', () => {
  it('measures the offset to the server clock from the middle of the round trip', () => {
    // The server is 10 s ahead; the request took 200 ms there and back.
    expect(clockOffsetMs(new Date(10_000 + 1_100).toISOString(), 1_000, 1_200)).toBe(10_000);
    expect(clockOffsetMs('not a date', 1_000, 1_200)).toBe(0);
  });

  it('counts down on the server clock and never below zero', () => {
    const deadline = 100_000;
    expect(remainingMs(deadline, 50_000, 10_000)).toBe(40_000);
    expect(remainingMs(deadline, 50_000, -10_000)).toBe(60_000);
    expect(remainingMs(deadline, 200_000, 0)).toBe(0);
  });
});

describe('screen-reader thresholds', () => {
  it('announces only when the clock passes 5 minutes, 1 minute or 10 seconds', () => {
    expect(crossedThreshold(300_400, 299_900)).toBe(300_000);
    expect(crossedThreshold(300_000, 299_000)).toBeNull();
    expect(crossedThreshold(60_200, 60_000)).toBe(60_000);
    expect(crossedThreshold(10_100, 9_900)).toBe(10_000);
    expect(crossedThreshold(200_000, 199_000)).toBeNull();
    expect(crossedThreshold(9_000, 8_000)).toBeNull();
  });

  it('does not announce a threshold the clock started below, and names the nearest one after a skip', () => {
    expect(crossedThreshold(240_000, 239_000)).toBeNull();
    // A sleeping tab woke up 6 minutes later.
    expect(crossedThreshold(400_000, 5_000)).toBe(10_000);
  });

  it('words the announcements for the quiz and for one question', () => {
    expect(thresholdAnnouncement(300_000, 'quiz')).toBe('5 minutes left');
    expect(thresholdAnnouncement(60_000, 'quiz')).toBe('1 minute left');
    expect(thresholdAnnouncement(10_000, 'question')).toBe('10 seconds left for this question');
  });

  it('looks urgent under a minute and critical under 10 seconds', () => {
    expect(urgencyOf(61_000)).toBe('calm');
    expect(urgencyOf(60_000)).toBe('warning');
    expect(urgencyOf(10_000)).toBe('critical');
  });
});
