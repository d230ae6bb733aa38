import { describe, expect, it } from 'vitest';
import { percentile, runLoad } from './load';

describe('percentile (nearest rank)', () => {
  const values = Array.from({ length: 100 }, (_unused, index) => index + 1);
  it('takes the value at the rank', () => {
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('runLoad', () => {
  it('sends every request once, never more than `concurrency` at a time, and counts failures', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const sent: number[] = [];
    const result = await runLoad(4, 20, async (index) => {
      sent.push(index);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
      if (index === 3) throw new Error('socket hang up');
      return { ok: index % 5 !== 0, status: index % 5 === 0 ? 500 : 200 };
    });
    expect(sent.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_unused, index) => index));
    expect(mostInFlight).toBe(4);
    expect(result.errors).toBe(5);
    expect(result.errorKinds).toEqual({ 500: 4, 'socket hang up': 1 });
    expect(result.p50Ms).toBeGreaterThan(0);
  });
});
