import { describe, expect, it } from 'vitest';
import { BELL_COUNT_SHOWN } from './notifications';
import { countedTotal, decodeCursor, encodeCursor, formatTotal, MAX_RESTORED_PAGES, PAGE_SIZES, prefixRange, QUERY_LIMITS, searchKey } from './paging';

describe('cursors', () => {
  it('round-trip sort values and ids, unicode included', () => {
    const values = [1_764_000_000_000, 'Zoë Ärger', 'abc_DEF-123'];
    const cursor = encodeCursor(values);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor, 3)).toEqual(values);
  });

  it('refuse tokens that are not ours', () => {
    expect(decodeCursor(encodeCursor([1, 'a']), 3)).toBeNull();
    expect(decodeCursor('not a cursor!', 2)).toBeNull();
    expect(decodeCursor('', 1)).toBeNull();
    expect(decodeCursor(encodeCursor([{ a: 1 } as unknown as string]), 1)).toBeNull();
    expect(decodeCursor(encodeCursor([Number.NaN]), 1)).toBeNull();
    expect(decodeCursor('x'.repeat(700), 1)).toBeNull();
    expect(decodeCursor(encodeCursor(['x'.repeat(301)]), 1)).toBeNull();
  });
});

describe('searching by prefix', () => {
  it('compares trimmed, lower-cased text with single spaces', () => {
    expect(searchKey('  Ada   LOVELACE ')).toBe('ada lovelace');
  });

  it('treats only ASCII white space as space, as firestore.rules does', () => {
    expect(searchKey('\tAda\n\r Lovelace\f')).toBe('ada lovelace');
    expect(searchKey('Ada\u00a0Lovelace')).toBe('ada\u00a0lovelace');
    expect(searchKey('   ')).toBe('');
  });

  it('lower-cases A to Z only, as the rules do', () => {
    expect(searchKey('Émile ZOLA')).toBe('Émile zola');
    expect(searchKey('Straße')).toBe('straße');
  });

  it('covers exactly the strings that start with the prefix', () => {
    const { start, end } = prefixRange('Ad');
    const inRange = (text: string) => text >= start && text < end;
    expect(['ad', 'ada', 'adz', 'ad\uffff'].every(inRange)).toBe(true);
    expect(['ac', 'ae', 'a', 'bad'].some(inRange)).toBe(false);
  });

  it('reads everything for an empty prefix', () => {
    expect(prefixRange('  ')).toEqual({ start: '', end: '\uffff' });
  });
});

describe('query limits', () => {
  it('cover what the app asks for: a catalogue restored at its most pages, a table page, the bell', () => {
    expect(QUERY_LIMITS.catalogue).toBe(MAX_RESTORED_PAGES * PAGE_SIZES.catalogue + 1);
    expect(QUERY_LIMITS.own).toBeGreaterThan(PAGE_SIZES.table);
    expect(QUERY_LIMITS.admin).toBeGreaterThan(PAGE_SIZES.table);
    expect(QUERY_LIMITS.broadcasts).toBeGreaterThan(BELL_COUNT_SHOWN + 1);
  });

  it('show a count that reached its limit as "at least"', () => {
    expect(formatTotal(countedTotal(3003, QUERY_LIMITS.admin))).toBe('3,003');
    expect(formatTotal(countedTotal(QUERY_LIMITS.admin, QUERY_LIMITS.admin))).toBe('10,000+');
  });
});
