import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder';

describe('moveItem', () => {
  it.each([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 2, ['a', 'c', 'b', 'd']],
    [2, 1, ['a', 'c', 'b', 'd']],
    [1, 1, ['a', 'b', 'c', 'd']],
    [0, -1, ['a', 'b', 'c', 'd']],
    [3, 9, ['a', 'b', 'c', 'd']],
    [7, 0, ['a', 'b', 'c', 'd']],
  ])('moves the item at %i to %i', (from, to, expected) => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, from, to)).toEqual(expected);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});
