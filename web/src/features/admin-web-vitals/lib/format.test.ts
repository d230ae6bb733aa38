import { describe, expect, it } from 'vitest';
import { formatWebVital, samplesText } from './format';

describe('formatWebVital', () => {
  it('shows milliseconds under a second, seconds from there, CLS as a score', () => {
    expect(formatWebVital('INP', 183.4)).toBe('183 ms');
    expect(formatWebVital('TTFB', 0)).toBe('0 ms');
    expect(formatWebVital('LCP', 2451)).toBe('2.45 s');
    expect(formatWebVital('CLS', 0.0812)).toBe('0.08');
    expect(formatWebVital('CLS', 0)).toBe('0.00');
  });

  it('counts samples in words', () => {
    expect([samplesText(1), samplesText(12)]).toEqual(['1 sample', '12 samples']);
  });
});
