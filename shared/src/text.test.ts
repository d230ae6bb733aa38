import { describe, expect, it } from 'vitest';
import { cardDescription, cardName } from './card-text';
import { pageTitle } from './text';

describe('text helpers', () => {
  it('formats page titles as "{title} - Quiz Master"', () => {
    expect(pageTitle('Login')).toBe('Login - Quiz Master');
  });
  it('cuts card names at 20 and descriptions at 40 characters', () => {
    expect(cardName('Advanced TypeScript Types')).toBe('Advanced TypeScript ');
    expect(cardName('Short')).toBe('Short');
    expect(cardDescription('x'.repeat(50))).toHaveLength(40);
  });
});
