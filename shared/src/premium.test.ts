import { describe, expect, it } from 'vitest';
import { storedRefundSchema } from './models/payment';
import { isPremiumActive, premiumUntilFor } from './premium';

const day = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('premiumUntilFor', () => {
  it('is a year from a single payment', () => {
    expect(premiumUntilFor([{ paidAt: at('2026-01-10T00:00:00Z'), refund: 'false' }])).toEqual(new Date(at('2026-01-10T00:00:00Z').getTime() + 365 * day));
  });

  it('extends from the current end when a premium user pays again', () => {
    const until = premiumUntilFor([
      { paidAt: at('2026-01-01T00:00:00Z'), refund: 'false' },
      { paidAt: at('2026-06-01T00:00:00Z'), refund: 'false' },
    ]);
    expect(until).toEqual(new Date(at('2026-01-01T00:00:00Z').getTime() + 2 * 365 * day));
  });

  it('starts afresh from a payment made after premium had ended', () => {
    const until = premiumUntilFor([
      { paidAt: at('2024-01-01T00:00:00Z'), refund: 'false' },
      { paidAt: at('2026-03-01T00:00:00Z'), refund: 'false' },
    ]);
    expect(until).toEqual(new Date(at('2026-03-01T00:00:00Z').getTime() + 365 * day));
  });

  it('ignores refunded payments but still counts one whose refund is only requested', () => {
    expect(premiumUntilFor([{ paidAt: at('2026-01-01T00:00:00Z'), refund: 'true' }])).toBeNull();
    expect(premiumUntilFor([{ paidAt: at('2026-01-01T00:00:00Z'), refund: 'processing' }])).not.toBeNull();
  });

  it('counts nothing for a refund value that is none of the states, as the revenue does not', () => {
    expect(premiumUntilFor([{ paidAt: at('2026-01-01T00:00:00Z'), refund: storedRefundSchema.parse('on-hold') }])).toBeNull();
  });

  it('does not depend on the order the payments are given in', () => {
    const payments = [
      { paidAt: at('2026-06-01T00:00:00Z'), refund: 'false' as const },
      { paidAt: at('2026-01-01T00:00:00Z'), refund: 'false' as const },
    ];
    expect(premiumUntilFor(payments)).toEqual(premiumUntilFor([...payments].reverse()));
  });
});

describe('isPremiumActive', () => {
  it('is true only before the end', () => {
    const now = at('2026-05-01T00:00:00Z');
    expect(isPremiumActive(at('2026-05-02T00:00:00Z'), now)).toBe(true);
    expect(isPremiumActive(at('2026-04-30T00:00:00Z'), now)).toBe(false);
    expect(isPremiumActive(null, now)).toBe(false);
  });
});
