import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { describeChange, formatValue, lineText } from './describe-change';

const texts = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => describeChange(before, after).lines.map(lineText);

describe('describeChange', () => {
  it('shows a role change as before → after', () => {
    expect(describeChange({ admin: false }, { admin: true })).toEqual({ kind: 'changed', lines: [{ field: 'admin', before: 'false', after: 'true' }] });
    expect(texts({ admin: false }, { admin: true })).toEqual(['admin: false → true']);
  });

  it("shows a refund's state change with its amount in dollars, and the currency folded in", () => {
    expect(texts({ refund: 'processing' }, { refund: 'true', amount: 10700, currency: 'usd' })).toEqual(['refund: processing → true', 'amount: 107.00 USD']);
  });

  it("lists a deletion's values as they were, and a creation's as they are", () => {
    const deleted = describeChange({ name: 'Ada Admin', email: 'ada@example.com', role: '' }, null);
    expect(deleted.kind).toBe('deleted');
    expect(deleted.lines.map(lineText)).toEqual(['name: Ada Admin', 'email: ada@example.com', 'role: (none)']);
    const created = describeChange(null, { quizName: 'Capitals', retakeCount: 2 });
    expect(created.kind).toBe('created');
    expect(created.lines.map(lineText)).toEqual(['quizName: Capitals', 'retakeCount: 2']);
  });

  it('shows a field the change removed as gone, and one that stayed the same once', () => {
    expect(texts({ tags: ['a'], quizType: 'free' }, { quizType: 'free' })).toEqual(['tags: [a] → —', 'quizType: free']);
  });

  it('copes with an entry without values on either side', () => {
    expect(describeChange(null, null)).toEqual({ kind: 'created', lines: [] });
  });
});

describe('formatValue', () => {
  it('shows dates and Timestamps in UTC to the minute', () => {
    const when = new Date('2026-03-04T05:06:59.000Z');
    expect(formatValue(when)).toBe('2026-03-04 05:06 UTC');
    expect(formatValue(Timestamp.fromDate(when))).toBe('2026-03-04 05:06 UTC');
  });

  it('joins short lists, writes objects as JSON and cuts long text', () => {
    expect(formatValue([1, 3])).toBe('[1, 3]');
    expect(formatValue([{ id: 1, option: 'Paris' }])).toBe('[{"id":1,"option":"Paris"}]');
    const long = formatValue('x'.repeat(200));
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
    expect(formatValue(null)).toBe('—');
  });
});
