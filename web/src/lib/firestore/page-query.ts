import {
  documentId,
  endBefore,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  Timestamp,
  type Query,
} from 'firebase/firestore';
import { decodeCursor, encodeCursor, type CursorValue } from '@quizmaster/shared/paging';

/**
 * The order a paged list is read in: one field, then the document id as tie-breaker (in the same
 * direction), so every row has one place in the order and cursors never skip or repeat a row.
 */
export interface PageOrder {
  field: string;
  direction: 'asc' | 'desc';
  /** How the field's value travels in a cursor: dates as epoch milliseconds. */
  kind: 'date' | 'number' | 'string';
  /**
   * Collection-group queries order by the document's full path, so the tie-breaker in their
   * cursors is the path; collection queries use the id.
   */
  tieBreaker?: 'id' | 'path';
}

/** Where a page starts: at the top, after a row, or (going back) before a row. */
export type PagePosition = { after: CursorValue[] } | { before: CursorValue[] } | null;

/**
 * The page position a URL's `after` / `before` parameter names; an unreadable cursor means the
 * top. `prefix` tells apart two lists on one page (`payments.after`, `results.after`).
 */
export function positionFromParams(params: URLSearchParams, prefix = ''): PagePosition {
  const after = params.get(`${prefix}after`);
  const before = params.get(`${prefix}before`);
  const decoded = (cursor: string) => decodeCursor(cursor, 2);
  if (after) {
    const values = decoded(after);
    if (values) return { after: values };
  }
  if (before) {
    const values = decoded(before);
    if (values) return { before: values };
  }
  return null;
}

/**
 * A cursor's values as Firestore compares them: a date back to a Date, and a date field that
 * held null (cursorOf writes '') back to null, which sorts before every date (e.g. the users
 * who never had premium, in the "free" filter ordered by premiumUntil).
 */
function boundValues(order: PageOrder, values: readonly CursorValue[]): unknown[] {
  const [value, tieBreaker] = values;
  if (order.kind !== 'date') return [value, tieBreaker];
  return [typeof value === 'number' ? new Date(value) : null, tieBreaker];
}

/**
 * One page of `base`: `size + 1` rows after (or before) the cursor, so the extra row tells
 * whether the list goes on without a count.
 */
export function pageQuery<T>(base: Query<T>, order: PageOrder, size: number, position: PagePosition): Query<T> {
  const ordered = [orderBy(order.field, order.direction), orderBy(documentId(), order.direction)];
  if (position && 'before' in position) {
    return query(base, ...ordered, endBefore(...boundValues(order, position.before)), limitToLast(size + 1));
  }
  if (position) return query(base, ...ordered, startAfter(...boundValues(order, position.after)), limit(size + 1));
  return query(base, ...ordered, limit(size + 1));
}

/**
 * `base` for a count(): at most `max` rows, the caller's bound in firestore.rules (QUERY_LIMITS),
 * which judges a count() as a list of its query. A count that reaches `max` means "at least".
 */
export function countQuery<T>(base: Query<T>, max: number): Query<T> {
  return query(base, limit(max));
}

/** The part of a row's snapshot a cursor is made from (any converter: `get` reads the stored field). */
interface CursorSource {
  id: string;
  ref: { path: string };
  get(field: string): unknown;
}

/** The page of `base` that a URL names (its `after` / `before`), as usePagedQuery reads it. */
export function urlPageQuery<T>(base: Query<T>, order: PageOrder, params: URLSearchParams, size: number, prefix = ''): Query<T> {
  return pageQuery(base, order, size, positionFromParams(params, prefix));
}

/** The cursor of a row: its sort value and its id (or path). */
export function cursorOf(order: PageOrder, snapshot: CursorSource): string {
  const raw: unknown = snapshot.get(order.field);
  const value = raw instanceof Timestamp ? raw.toMillis() : raw instanceof Date ? raw.getTime() : raw;
  const sortValue: CursorValue = typeof value === 'number' || typeof value === 'string' ? value : '';
  return encodeCursor([sortValue, order.tieBreaker === 'path' ? snapshot.ref.path : snapshot.id]);
}

/** What a page read says about its neighbours, given the `size + 1` rows it asked for. */
export function slicePage<Row>(rows: readonly Row[], size: number, position: PagePosition) {
  const backwards = position !== null && 'before' in position;
  const overflow = rows.length > size;
  const pageRows = backwards ? rows.slice(overflow ? 1 : 0) : rows.slice(0, size);
  return {
    rows: pageRows,
    // Going back, the extra row is the older neighbour; and whatever we came back from is next.
    hasPrevious: backwards ? overflow : position !== null,
    hasNext: backwards ? true : overflow,
  };
}
