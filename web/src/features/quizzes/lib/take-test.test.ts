import { describe, expect, it } from 'vitest';
import { hasPremiumAccess, takeTestTarget, waitsForAccess } from './take-test';

const NOW = 1_750_000_000;

describe('hasPremiumAccess', () => {
  it('accepts premium with an end in the future', () => {
    expect(hasPremiumAccess({ premium: true, premiumUntil: NOW + 60 }, NOW)).toBe(true);
  });

  it('refuses premium that has ended, has no end, or only looks like premium', () => {
    expect(hasPremiumAccess({ premium: true, premiumUntil: NOW - 1 }, NOW)).toBe(false);
    expect(hasPremiumAccess({ premium: true, premiumUntil: NOW }, NOW)).toBe(false);
    expect(hasPremiumAccess({ premium: true }, NOW)).toBe(false);
    expect(hasPremiumAccess({ premium: 'true', premiumUntil: NOW + 60 }, NOW)).toBe(false);
    expect(hasPremiumAccess({ premium: true, premiumUntil: String(NOW + 60) }, NOW)).toBe(false);
    expect(hasPremiumAccess({}, NOW)).toBe(false);
  });

  it('lets admins open every quiz', () => {
    expect(hasPremiumAccess({ admin: true }, NOW)).toBe(true);
    expect(hasPremiumAccess({ admin: 'true' }, NOW)).toBe(false);
  });
});

describe('takeTestTarget', () => {
  const free = { id: 'world-capitals', quizType: 'free' as const };
  const paid = { id: 'advanced-typescript', quizType: 'paid' as const };

  it('sends a visitor to login, remembering the quiz to come back to', () => {
    expect(takeTestTarget(free, 'visitor')).toEqual({ to: '/login', state: { from: '/startQuiz/world-capitals' } });
    expect(takeTestTarget(paid, 'visitor')).toEqual({ to: '/login', state: { from: '/startQuiz/advanced-typescript' } });
  });

  it('sends a member without premium from a paid quiz to /payment', () => {
    expect(takeTestTarget(paid, 'member')).toEqual({ to: '/payment' });
  });

  it('opens free quizzes for members and every quiz for premium players', () => {
    expect(takeTestTarget(free, 'member')).toEqual({ to: '/startQuiz/world-capitals' });
    expect(takeTestTarget(paid, 'premium')).toEqual({ to: '/startQuiz/advanced-typescript' });
  });

  it('leaves the decision to the quiz page while the access loads', () => {
    expect(takeTestTarget(paid, 'loading')).toEqual({ to: '/startQuiz/advanced-typescript' });
  });
});

describe('waitsForAccess', () => {
  const free = { id: 'world-capitals', quizType: 'free' as const };
  const paid = { id: 'advanced-typescript', quizType: 'paid' as const };

  it('waits only on a paid quiz while the access loads: its target depends on the claims', () => {
    expect(waitsForAccess(paid, 'loading')).toBe(true);
    expect(waitsForAccess(free, 'loading')).toBe(false);
    for (const access of ['visitor', 'member', 'premium'] as const) expect(waitsForAccess(paid, access)).toBe(false);
  });
});
