import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '@quizmaster/shared/paging';
import { cursorOf, positionFromParams, slicePage, type PageOrder } from './page-query';

const byNewest: PageOrder = { field: 'createdAt', direction: 'desc', kind: 'date' };

describe('page positions in the URL', () => {
  it('reads after and before cursors, and falls back to the top for junk', () => {
    const cursor = encodeCursor([5, 'abc']);
    expect(positionFromParams(new URLSearchParams({ after: cursor }))).toEqual({ after: [5, 'abc'] });
    expect(positionFromParams(new URLSearchParams({ before: cursor }))).toEqual({ before: [5, 'abc'] });
    expect(positionFromParams(new URLSearchParams({ after: 'edited!' }))).toBeNull();
    expect(positionFromParams(new URLSearchParams())).toBeNull();
  });

  it("reads a list's own prefixed parameters, so two lists page on one page", () => {
    const params = new URLSearchParams({ 'payments.after': encodeCursor([5, 'p1']), 'results.before': encodeCursor([7, 'quizzes/q/submissions/s1']) });
    expect(positionFromParams(params, 'payments.')).toEqual({ after: [5, 'p1'] });
    expect(positionFromParams(params, 'results.')).toEqual({ before: [7, 'quizzes/q/submissions/s1'] });
    expect(positionFromParams(params)).toBeNull();
  });
});

describe('cursors of rows', () => {
  it('carry a stored timestamp as milliseconds and the id, or the path for collection groups', () => {
    const at = Timestamp.fromMillis(1_700_000_000_123);
    const row = { id: 'r1', ref: { path: 'quizzes/q/submissions/r1' }, get: () => at };
    expect(decodeCursor(cursorOf(byNewest, row), 2)).toEqual([1_700_000_000_123, 'r1']);
    expect(decodeCursor(cursorOf({ ...byNewest, tieBreaker: 'path' }, row), 2)).toEqual([1_700_000_000_123, 'quizzes/q/submissions/r1']);
  });

  it('carry a date field that is null (a user who never had premium) as an empty value', () => {
    const row = { id: 'u1', ref: { path: 'users/u1' }, get: () => null };
    expect(decodeCursor(cursorOf({ field: 'premiumUntil', direction: 'asc', kind: 'date' }, row), 2)).toEqual(['', 'u1']);
  });
});

describe('slicing the size + 1 rows a page reads', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

  it('forward: the extra row means there is a next page', () => {
    expect(slicePage(rows(4), 3, null)).toEqual({ rows: [0, 1, 2], hasPrevious: false, hasNext: true });
    expect(slicePage(rows(3), 3, { after: [1, 'a'] })).toEqual({ rows: [0, 1, 2], hasPrevious: true, hasNext: false });
  });

  it('backward: the extra row is the older neighbour, and the page we came from is next', () => {
    expect(slicePage(rows(4), 3, { before: [1, 'a'] })).toEqual({ rows: [1, 2, 3], hasPrevious: true, hasNext: true });
    expect(slicePage(rows(2), 3, { before: [1, 'a'] })).toEqual({ rows: [0, 1], hasPrevious: false, hasNext: true });
  });
});
