import { describe, expect, it } from 'vitest';
import { countAfter, hasMoreRows, mergedRows, type NotificationItem } from './merge';

const row = (id: string, minute: number, source: NotificationItem['source'] = 'own', read = false): NotificationItem => ({
  id,
  source,
  title: id,
  body: '',
  link: '',
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
  read,
});

describe('mergedRows', () => {
  it('merges both feeds newest first when neither has more', () => {
    const rows = mergedRows([
      { items: [row('a', 9), row('b', 5)], more: false },
      { items: [row('x', 7, 'broadcast'), row('y', 1, 'broadcast')], more: false },
    ]);
    expect(rows.map((item) => item.id)).toEqual(['a', 'x', 'b', 'y']);
  });

  it('stops where a feed with more rows stops, so no unread row of it could come before', () => {
    const rows = mergedRows([
      { items: [row('a', 9), row('b', 6)], more: true },
      { items: [row('x', 7, 'broadcast'), row('y', 1, 'broadcast')], more: false },
    ]);
    // y (minute 1) is older than b (minute 6), after which own rows not read yet may follow.
    expect(rows.map((item) => item.id)).toEqual(['a', 'x', 'b']);
    expect(hasMoreRows([{ items: [], more: false }, { items: [row('z', 1)], more: true }])).toBe(true);
  });
});

describe('countAfter', () => {
  it('takes the rows newly read off the count, never below 0', () => {
    const before = [row('a', 2), row('b', 1)];
    expect(countAfter(5, before, [row('a', 2, 'own', true), row('b', 1)])).toBe(4);
    expect(countAfter(1, before, before.map((item) => ({ ...item, read: true })))).toBe(0);
  });
});
