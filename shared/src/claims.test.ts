import { describe, expect, it } from 'vitest';
import { claimsDiffer } from './claims';

describe('claimsDiffer', () => {
  it('is false when the token says what the account says', () => {
    expect(claimsDiffer({}, {})).toBe(false);
    expect(claimsDiffer({ admin: true, iat: 1 }, { admin: true })).toBe(false);
    expect(claimsDiffer({ premium: true, premiumUntil: 100 }, { premium: true, premiumUntil: 100 })).toBe(false);
  });

  it('is true for a role granted or removed since the token was issued', () => {
    expect(claimsDiffer({}, { admin: true })).toBe(true);
    expect(claimsDiffer({ admin: true }, {})).toBe(true);
  });

  it('is true for premium started, refunded or extended since the token was issued', () => {
    expect(claimsDiffer({}, { premium: true, premiumUntil: 100 })).toBe(true);
    expect(claimsDiffer({ premium: true, premiumUntil: 100 }, {})).toBe(true);
    expect(claimsDiffer({ premium: true, premiumUntil: 100 }, { premium: true, premiumUntil: 200 })).toBe(true);
  });
});
