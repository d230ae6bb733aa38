import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_ACTIONS, RATE_LIMITS, rateLimitMessage, rateLimitWindow, secondsUntil, type ActionLimits } from './rate-limits';

const minute = { max: 30, windowSeconds: 60 };
const at = (iso: string) => Date.parse(iso);

describe('rateLimitWindow', () => {
  it('puts every moment of a minute in the same window, aligned to the clock', () => {
    const window = { start: at('2025-01-10T09:00:00.000Z'), end: at('2025-01-10T09:01:00.000Z') };
    expect(rateLimitWindow(minute, at('2025-01-10T09:00:00.000Z'))).toEqual(window);
    expect(rateLimitWindow(minute, at('2025-01-10T09:00:59.999Z'))).toEqual(window);
  });

  it('starts a new window at its end', () => {
    expect(rateLimitWindow(minute, at('2025-01-10T09:01:00.000Z')).start).toBe(at('2025-01-10T09:01:00.000Z'));
  });

  it('aligns hourly windows to the hour', () => {
    expect(rateLimitWindow({ max: 10, windowSeconds: 3600 }, at('2025-01-10T09:42:17.000Z'))).toEqual({
      start: at('2025-01-10T09:00:00.000Z'),
      end: at('2025-01-10T10:00:00.000Z'),
    });
  });
});

describe('secondsUntil', () => {
  it('rounds up to whole seconds and is never less than one', () => {
    expect(secondsUntil(at('2025-01-10T09:01:00.000Z'), at('2025-01-10T09:00:17.200Z'))).toBe(43);
    expect(secondsUntil(at('2025-01-10T09:01:00.000Z'), at('2025-01-10T09:00:59.999Z'))).toBe(1);
    expect(secondsUntil(at('2025-01-10T09:01:00.000Z'), at('2025-01-10T09:01:00.000Z'))).toBe(1);
  });
});

describe('rateLimitMessage', () => {
  it('names the limit and the wait', () => {
    expect(rateLimitMessage('payment-intent', 'account', 42)).toBe('Too many payment attempts: try again in 42 seconds.');
    expect(rateLimitMessage('start-quiz', 'account', 1)).toBe('Too many quiz starts: try again in 1 second.');
    expect(rateLimitMessage('register', 'address', 1800)).toBe('Too many sign-ins from your network: try again in 30 minutes.');
    expect(rateLimitMessage('save-answer', 'address', 121)).toBe('Too many saved answers from your network: try again in 3 minutes.');
  });
});

describe('RATE_LIMITS', () => {
  // Several people share one address (a school's NAT), so its window holds more calls than one account's.
  const limitedPerAccount = RATE_LIMITED_ACTIONS.flatMap((action) => {
    const limits: ActionLimits = RATE_LIMITS[action];
    return limits.account ? [{ action, account: limits.account, address: limits.address }] : [];
  });
  it.each(limitedPerAccount)('$action allows an address more calls than an account', ({ account, address }) => {
    expect(address.max).toBeGreaterThan(account.max);
    expect(address.windowSeconds).toBeGreaterThanOrEqual(account.windowSeconds);
  });
});
