import { describe, expect, it } from 'vitest';
import { utcDay } from './utc-day';

describe('utcDay', () => {
  it('reads a day as its UTC midnight', () => {
    expect(utcDay('2026-03-14')?.toISOString()).toBe('2026-03-14T00:00:00.000Z');
  });

  it('refuses what is not a real day', () => {
    for (const text of ['', '2026-3-14', '2026-02-30', '14/03/2026', '2026-03-14T00:00', 'yesterday']) expect(utcDay(text)).toBeNull();
  });
});
