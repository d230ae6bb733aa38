import { describe, expect, it } from 'vitest';
import { claimsMatchRecord } from './claims-match';

const now = new Date('2026-06-01T00:00:00Z');
const nextYear = new Date('2027-06-01T00:00:00Z');
const lastYear = new Date('2025-06-01T00:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('claimsMatchRecord', () => {
  it('accepts a plain player with plain claims', () => {
    expect(claimsMatchRecord({}, { role: '', premiumUntil: null }, now)).toBe(true);
  });

  it('sees a granted or removed admin role', () => {
    expect(claimsMatchRecord({}, { role: 'admin', premiumUntil: null }, now)).toBe(false);
    expect(claimsMatchRecord({ admin: true }, { role: '', premiumUntil: null }, now)).toBe(false);
    expect(claimsMatchRecord({ admin: true }, { role: 'admin', premiumUntil: null }, now)).toBe(true);
  });

  it('sees premium granted, refunded or moved', () => {
    const premiumClaims = { premium: true, premiumUntil: seconds(nextYear) };
    expect(claimsMatchRecord({}, { role: '', premiumUntil: nextYear }, now)).toBe(false);
    expect(claimsMatchRecord(premiumClaims, { role: '', premiumUntil: null }, now)).toBe(false);
    expect(claimsMatchRecord(premiumClaims, { role: '', premiumUntil: nextYear }, now)).toBe(true);
    expect(claimsMatchRecord(premiumClaims, { role: '', premiumUntil: new Date('2027-07-01T00:00:00Z') }, now)).toBe(false);
  });

  it('treats an expired premium the same on both sides', () => {
    expect(claimsMatchRecord({ premium: true, premiumUntil: seconds(lastYear) }, { role: '', premiumUntil: lastYear }, now)).toBe(true);
    expect(claimsMatchRecord({}, { role: '', premiumUntil: lastYear }, now)).toBe(true);
  });
});
