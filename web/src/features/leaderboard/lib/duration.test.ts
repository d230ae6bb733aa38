import { describe, expect, it } from 'vitest';
import { durationText } from './duration';

describe('durationText', () => {
  it('shows minutes and zero-padded seconds, rounding to the second', () => {
    expect(durationText(65_000)).toBe('1:05');
    expect(durationText(59_600)).toBe('1:00');
    expect(durationText(0)).toBe('0:00');
  });
});
