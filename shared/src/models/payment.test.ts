import { describe, expect, it } from 'vitest';
import { isRefundState, paymentSchema, storedPaymentSchema } from './payment';

const payment = {
  uid: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  createdAt: new Date('2026-01-10T09:00:00Z'),
  transactionId: 'pi_1',
  refund: 'false',
  amount: 10700,
  currency: 'usd',
  role: '',
};

describe('a payment as stored (storedPaymentSchema, what readers use)', () => {
  it.each(['false', 'processing', 'true'])('reads the refund state "%s"', (refund) => {
    expect(storedPaymentSchema.parse({ ...payment, refund }).refund).toBe(refund);
  });

  it('keeps a refund value the app never writes as it is stored, so it can be shown as its own label (SPEC.md section 4)', () => {
    const stored = storedPaymentSchema.parse({ ...payment, refund: 'on-hold' });
    expect(stored.refund).toBe('on-hold');
    expect(isRefundState(stored.refund)).toBe(false);
  });

  it('still refuses a refund that is not a string', () => {
    expect(() => storedPaymentSchema.parse({ ...payment, refund: true })).toThrow();
    expect(() => storedPaymentSchema.parse({ ...payment, refund: undefined })).toThrow();
  });
});

describe('a payment as written (paymentSchema, what the functions validate)', () => {
  it('accepts only the three refund states', () => {
    expect(paymentSchema.parse(payment).refund).toBe('false');
    expect(() => paymentSchema.parse({ ...payment, refund: 'on-hold' })).toThrow();
  });
});
