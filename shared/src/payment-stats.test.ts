import { describe, expect, it } from 'vitest';
import { paymentMonthKey, paymentStatsShardSchema, sumPaymentStats } from './models/payment-stats';

describe('paymentMonthKey', () => {
  it('names the UTC month, zero-padded', () => {
    expect(paymentMonthKey(new Date(Date.UTC(2026, 0, 1)))).toBe('2026-01');
    expect(paymentMonthKey(new Date(Date.UTC(2026, 10, 30, 23, 59, 59, 999)))).toBe('2026-11');
    // 23:30 on 31 December in New York is already January in UTC.
    expect(paymentMonthKey(new Date('2026-12-31T23:30:00-05:00'))).toBe('2027-01');
  });
});

describe('sumPaymentStats', () => {
  it('adds the shards up, month by month, negative shares included', () => {
    expect(
      sumPaymentStats([
        { notRefunded: 3, months: { '2026-10': 2, '2026-11': 1 } },
        { notRefunded: -1, months: { '2026-11': 2 } },
        { months: { '2026-09': 1 } },
        {},
      ]),
    ).toEqual({ notRefunded: 2, months: { '2026-09': 1, '2026-10': 2, '2026-11': 3 } });
  });

  it('leaves out a month whose payments were all deleted', () => {
    expect(sumPaymentStats([{ months: { '2026-10': 1, '2026-11': 2 } }, { months: { '2026-11': -2 } }])).toEqual({ notRefunded: 0, months: { '2026-10': 1 } });
  });

  it('is zero for no shards', () => {
    expect(sumPaymentStats([])).toEqual({ notRefunded: 0, months: {} });
  });
});

describe('paymentStatsShardSchema', () => {
  it('reads a shard that only ever had one kind of change', () => {
    expect(paymentStatsShardSchema.parse({ notRefunded: -1 })).toEqual({ notRefunded: -1, months: {} });
    expect(paymentStatsShardSchema.parse({ months: { '2026-11': -1 } })).toEqual({ notRefunded: 0, months: { '2026-11': -1 } });
  });
});
