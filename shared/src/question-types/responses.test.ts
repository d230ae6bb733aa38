import { describe, expect, it } from 'vitest';
import { isResponseAnswered, sameResponse, servedOrder } from './responses';

describe('isResponseAnswered', () => {
  it('counts text that is not blank, an order, a pair and a filled blank', () => {
    expect(isResponseAnswered(undefined)).toBe(false);
    expect(isResponseAnswered({ text: '  ' })).toBe(false);
    expect(isResponseAnswered({ text: ' 4 ' })).toBe(true);
    expect(isResponseAnswered({ order: [] })).toBe(false);
    expect(isResponseAnswered({ order: [2, 1, 3] })).toBe(true);
    expect(isResponseAnswered({ matches: {} })).toBe(false);
    expect(isResponseAnswered({ matches: { '1': 3 } })).toBe(true);
    expect(isResponseAnswered({ blanks: { '1': ' ' } })).toBe(false);
    expect(isResponseAnswered({ blanks: { '1': ' ', '2': 4 } })).toBe(true);
    expect(isResponseAnswered({ blanks: { '1': 'Paris' } })).toBe(true);
  });
});

describe('sameResponse', () => {
  it('ignores the order of a record’s keys, not the order of an ordering', () => {
    expect(sameResponse({ matches: { '1': 2, '2': 1 } }, { matches: { '2': 1, '1': 2 } })).toBe(true);
    expect(sameResponse({ matches: { '1': 2 } }, { blanks: { '1': 2 } })).toBe(false);
    expect(sameResponse({ order: [1, 2, 3] }, { order: [2, 1, 3] })).toBe(false);
    expect(sameResponse({ text: 'a' }, { text: 'a' })).toBe(true);
    expect(sameResponse(undefined, { text: '' })).toBe(false);
    expect(sameResponse(undefined, undefined)).toBe(true);
  });
});

describe('servedOrder', () => {
  it('answers an untouched ordering with the items as served', () => {
    const items = [
      { id: 3, text: 'c' },
      { id: 1, text: 'a' },
      { id: 2, text: 'b' },
    ];
    expect(servedOrder({ type: 'ordering', items })).toEqual({ order: [3, 1, 2] });
  });

});
