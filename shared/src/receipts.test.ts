import { describe, expect, it } from 'vitest';
import { premiumUntilFor } from './premium';
import { premiumPeriodOf, printedAmount, receiptFileName } from './receipts';

const DAY = 24 * 60 * 60 * 1000;
const jan = new Date('2026-01-01T00:00:00.000Z');
const at = (days: number) => new Date(jan.getTime() + days * DAY);

describe('premiumPeriodOf', () => {
  it('gives a lone payment the year from its date', () => {
    expect(premiumPeriodOf('a', [{ id: 'a', paidAt: jan, refund: 'false' }])).toEqual({ from: jan, until: at(365) });
  });

  it('starts a renewal at the end of the premium running then, and ends where premiumUntilFor ends', () => {
    const payments = [
      { id: 'b', paidAt: at(100), refund: 'processing' as const },
      { id: 'a', paidAt: jan, refund: 'false' as const },
    ];
    expect(premiumPeriodOf('b', payments)).toEqual({ from: at(365), until: at(730) });
    expect(premiumPeriodOf('b', payments)?.until).toEqual(premiumUntilFor(payments));
  });

  it('gives nothing to a refunded or disputed payment, and does not count them for the others', () => {
    const payments = [
      { id: 'a', paidAt: jan, refund: 'true' as const },
      { id: 'b', paidAt: at(10), refund: 'false' as const, counts: false },
      { id: 'c', paidAt: at(20), refund: 'false' as const },
    ];
    expect(premiumPeriodOf('a', payments)).toBeNull();
    expect(premiumPeriodOf('b', payments)).toBeNull();
    expect(premiumPeriodOf('c', payments)).toEqual({ from: at(20), until: at(385) });
    expect(premiumPeriodOf('missing', payments)).toBeNull();
  });
});

describe('the printed money and file name', () => {
  it('prints the smallest unit as a decimal amount with the currency', () => {
    expect(printedAmount(10700, 'usd')).toBe('107.00 USD');
    expect(printedAmount(5, 'eur')).toBe('0.05 EUR');
  });

  it('names the file by the payment id', () => {
    expect(receiptFileName('pi_123')).toBe('quiz-master-receipt-pi_123.pdf');
  });
});
