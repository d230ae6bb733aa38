import { describe, expect, it } from 'vitest';
import { isPaidUser, paymentDate, refundActionFor } from './payment-status';

const now = new Date('2026-06-01T00:00:00Z');

describe('isPaidUser', () => {
  it('is paid with a payment that was not refunded', () => {
    expect(isPaidUser([{ refund: 'true' }, { refund: 'processing' }], null, now)).toBe(true);
    expect(isPaidUser([{ refund: 'false' }], null, now)).toBe(true);
  });

  it('is not paid when every payment was refunded and premium is not running', () => {
    expect(isPaidUser([{ refund: 'true' }], null, now)).toBe(false);
    expect(isPaidUser([], new Date('2026-01-01T00:00:00Z'), now)).toBe(false);
  });

  it('is paid while premium runs', () => {
    expect(isPaidUser([], new Date('2027-01-01T00:00:00Z'), now)).toBe(true);
  });
});

describe('paymentDate', () => {
  it('is the first 10 characters of the ISO time', () => {
    expect(paymentDate(new Date('2026-03-04T23:59:00Z'))).toBe('2026-03-04');
  });
});

describe('refundActionFor', () => {
  it('maps each refund state', () => {
    expect(refundActionFor('false')).toEqual({ kind: 'request' });
    expect(refundActionFor('processing')).toMatchObject({ label: 'processing' });
    expect(refundActionFor('true')).toMatchObject({ label: 'refunded' });
    expect(refundActionFor('weird')).toEqual({ kind: 'status', label: 'weird' });
  });
});
