import { describe, expect, it } from 'vitest';
import { formatCount, formatMonthDayTime, formatShortDate } from './format';

describe('formatCount', () => {
  it('writes whole numbers as Intl.NumberFormat en-US does', () => {
    const en = new Intl.NumberFormat('en-US');
    for (const value of [0, 1, 12, 999, 1000, 1001, 9999, 10_000, 123_456, 1_000_000, 987_654_321, -1, -1234, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(value)).toBe(en.format(value));
    }
  });

  it('hands anything else to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});

describe('dates', () => {
  // Every month, days at both ends, every hour and a few minutes, around the year.
  const dates = Array.from({ length: 12 * 24 }, (_, index) => new Date(2026, index % 12, 1 + (index % 28), index % 24, (index * 7) % 60));
  dates.push(new Date(Date.UTC(1999, 11, 31, 23, 59)), new Date(Date.UTC(2030, 0, 1, 0, 0)));

  it('writes a short date as Intl.DateTimeFormat en-US does, on the local clock or UTC', () => {
    const local = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    const utc = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (const date of dates) {
      expect(formatShortDate(date)).toBe(local.format(date));
      expect(formatShortDate(date, 'utc')).toBe(utc.format(date));
    }
  });

  it('writes month, day and time as Intl.DateTimeFormat en-US does', () => {
    const local = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    for (const date of dates) expect(formatMonthDayTime(date)).toBe(local.format(date));
  });
});
