/**
 * An audit entry's before and after as short lines a person reads at a glance, e.g.
 * `admin: false → true` (docs/decisions/0021-audit-log.md "Audit log"). Entries hold only the values a change
 * touched, as stored: plain data, dates (Firestore Timestamps when read) and money in cents.
 */

type Values = Record<string, unknown> | null;

/** One line: a field with its value before and after (one of them alone when only one side has it). */
export interface ChangeLine {
  field: string;
  before?: string;
  after?: string;
}

export interface ChangeSummary {
  /** A creation has no before, a deletion no after; anything else is a change. */
  kind: 'created' | 'deleted' | 'changed';
  lines: ChangeLine[];
}

/** A value shown past this many characters is cut: the table is for finding, not reading, texts. */
const MAX_TEXT = 80;

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** A date as the tables show times: UTC, to the minute. */
const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  // A Firestore Timestamp (either SDK) read from inside a map.
  const timestamp = value as { toDate?: unknown } | null;
  if (typeof timestamp === 'object' && timestamp !== null && typeof timestamp.toDate === 'function') {
    const date: unknown = (timestamp.toDate as () => unknown).call(value);
    return date instanceof Date ? date : null;
  }
  return null;
}

/** One value, compactly: dates to the minute, empty text as "(none)", lists joined, long text cut. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '(none)' : cut(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const date = asDate(value);
  if (date) return utcMinute(date);
  if (Array.isArray(value) && value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item))) {
    return cut(`[${value.map((item) => formatValue(item)).join(', ')}]`);
  }
  return cut(JSON.stringify(value, (_key, inner: unknown) => asDate(inner)?.toISOString() ?? inner));
}

/** Money travels in the smallest unit with its currency (`amount: 10700, currency: 'usd'`): shown as `107.00 USD`. */
function withMoney(values: Values): Record<string, string> {
  const shown: Record<string, string> = {};
  if (!values) return shown;
  const money = typeof values.amount === 'number' && typeof values.currency === 'string';
  for (const [field, value] of Object.entries(values)) {
    if (money && field === 'currency') continue;
    shown[field] = money && field === 'amount' ? `${((value as number) / 100).toFixed(2)} ${(values.currency as string).toUpperCase()}` : formatValue(value);
  }
  return shown;
}

/**
 * The lines of an entry, in the order the fields were recorded (before's first). A field on
 * both sides with the same value, or only after a change (context, such as a refund's amount),
 * shows its value once.
 */
export function describeChange(before: Values, after: Values): ChangeSummary {
  const kind = before === null ? 'created' : after === null ? 'deleted' : 'changed';
  const old = withMoney(before);
  const next = withMoney(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  const lines = fields.map((field): ChangeLine => {
    const from = old[field];
    const to = next[field];
    if (to !== undefined) return from === undefined || from === to ? { field, after: to } : { field, before: from, after: to };
    // A field the change removed; a deletion's fields are all its before.
    return kind === 'deleted' ? { field, before: from ?? '—' } : { field, before: from ?? '—', after: '—' };
  });
  return { kind, lines };
}

/** A line as text: `field: before → after`, or `field: value` when only one side has it. */
export function lineText({ field, before, after }: ChangeLine): string {
  if (before !== undefined && after !== undefined) return `${field}: ${before} → ${after}`;
  return `${field}: ${after ?? before ?? '—'}`;
}
