/**
 * Paging and searching, as both sides do it: page sizes, the opaque cursor that the web app puts
 * in its URLs and the API answers as `nextCursor`, and the lower-cased keys prefix searches run on.
 *
 * Every list is read with Firestore cursors: a stable order on one field plus the document id as
 * tie-breaker, `startAfter(<the last row's values>)` and `limit(size + 1)` (the extra row only
 * says whether there is a next page). A cursor is the sort values of a row and its id, so a page
 * never repeats or skips a row when rows are added or removed while someone pages.
 */
import { formatCount } from './format';
import { NOTIFICATIONS_PAGE_SIZE } from './notifications';

/** The one place page sizes are fixed. */
export const PAGE_SIZES = {
  /** Quiz cards per "Load more" on `/` and `/quizzes`: 12 fills 1, 2, 3 or 4 columns evenly. */
  catalogue: 12,
  /** Rows per page of every table (admin tables, My Payments, a user's details): about a screenful on a laptop. */
  table: 20,
  /** The API's list endpoints: the page when no `limit` is sent, and the most one call may ask for. */
  apiDefault: 25,
  apiMax: 100,
  /** Rows per read when a function streams a CSV export. */
  export: 1000,
} as const;

/**
 * The most catalogue pages one read restores (`?more=N` on `/` and `/quizzes`): a hand-edited
 * `?more=100000` must not read the whole catalogue in one go. "Load more" still goes on from there.
 */
export const MAX_RESTORED_PAGES = 20;

/**
 * The most documents one client query may ask for (its `limit`), by collection and caller.
 * firestore.rules refuses a list without a limit or with a larger one (`request.query.limit`);
 * it restates these numbers as its `…Limit()` functions (scripts/lib/firestore-rules-limits.test.ts
 * checks that they agree, and tests/emulator/rules/firestore-matrix.test.ts lists at each bound
 * and one over it).
 * The rules judge a count() as a list of the same query, so every count() carries a limit too
 * and counts at most that many: a total at its limit means "at least" (`countedTotal`).
 */
export const QUERY_LIMITS = {
  /** Published quizzes, for anyone: the catalogue restoring its most pages, plus the extra card. */
  catalogue: MAX_RESTORED_PAGES * PAGE_SIZES.catalogue + 1,
  /**
   * A user's own records (results, payments, attempts, bests, certificates): a page of them, and
   * the count() of theirs (My Payments' total, the dashboard's "Quizzes taken").
   */
  own: 1000,
  /** The user's own notifications: a page of the bell's list, plus the extra row. */
  notifications: NOTIFICATIONS_PAGE_SIZE + 1,
  /**
   * Broadcasts, for every signed-in user: the bell's count() of those after the user's watermark
   * reads one more than BELL_COUNT_SHOWN (shared/src/notifications.ts), plus the ones read one
   * by one since (web/src/features/notifications/api/notifications.ts).
   */
  broadcasts: 500,
  /** Admins, on every collection they list: a page of a table, and its count() total. */
  admin: 10_000,
} as const;

/** A count() read with `limit(max)`: exact below `max`; at it, there may be more ("10,000+"). */
export interface CountedTotal {
  count: number;
  atLeast: boolean;
}

export function countedTotal(count: number, max: number): CountedTotal {
  return { count, atLeast: count >= max };
}

/** A total as the pages show it: "3,003", or "10,000+" when the count stopped at its limit. */
export function formatTotal({ count, atLeast }: CountedTotal): string {
  return `${formatCount(count)}${atLeast ? '+' : ''}`;
}

/** One sort value of a cursor: a number (a date as epoch milliseconds, marks) or a string (an id, a name). */
export type CursorValue = string | number;

const MAX_CURSOR_LENGTH = 600;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A row's sort values (its id last) as a short URL-safe token. */
export function encodeCursor(values: readonly CursorValue[]): string {
  return toBase64Url(JSON.stringify(values));
}

/**
 * The sort values a cursor holds, or null when it is not one of ours (edited, truncated, from
 * another list): `expected` is how many values the list's order has, the id included.
 */
export function decodeCursor(cursor: string, expected: number): CursorValue[] | null {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[\w-]+$/.test(cursor)) return null;
  try {
    const values: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(values) || values.length !== expected) return null;
    const valid = values.every((value) => (typeof value === 'string' && value.length <= 300) || (typeof value === 'number' && Number.isFinite(value)));
    return valid ? (values as CursorValue[]) : null;
  } catch {
    return null;
  }
}

/**
 * The key a prefix search compares: trimmed, lower-cased, inner spaces collapsed. Stored next to
 * the field it is made from (`nameLower`, `quizNameLower`) and applied to what the user types.
 *
 * firestore.rules restates it (`searchKey()` there checks the `nameLower` a client writes), so it
 * does only what rules strings do the same way: white space is the ASCII set RE2's `\s` means
 * (tab, line feed, form feed, carriage return, space), not JavaScript's Unicode `\s`/`trim()`;
 * and only A–Z are lower-cased, because the rules' `lower()` leaves other letters as they are
 * (É stays É, so "Émile" is found by typing "Émile" or "Ém", not "ém").
 * tests/emulator/rules/profile-updates.test.ts checks that both agree.
 */
export function searchKey(text: string): string {
  return text
    .replace(/[\t\n\f\r ]+/g, ' ')
    .replace(/^ | $/g, '')
    .replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * The range a prefix search reads: `field >= start && field < end`. `end` is the prefix with its
 * last character moved one up, so it covers every string that starts with the prefix.
 */
export function prefixRange(prefix: string): { start: string; end: string } {
  const start = searchKey(prefix);
  if (start === '') return { start: '', end: '\uffff' };
  const last = start.charCodeAt(start.length - 1);
  return { start, end: start.slice(0, -1) + String.fromCharCode(last + 1) };
}
