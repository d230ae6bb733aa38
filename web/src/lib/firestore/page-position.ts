import { decodeCursor, encodeCursor, type CursorValue } from '@quizmaster/shared/paging';
import { readRows } from './converter';

/*
 * The SDK-free half of paging (positions in the URL, cursors, slices and the links to the
 * neighbouring pages), shared by the live pages of the full SDK (./use-paged-query.ts) and the
 * one-shot pages of the REST reader (./use-one-shot-page.ts), so neither loads the other's SDK.
 */

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
export function boundValues(order: PageOrder, values: readonly CursorValue[]): unknown[] {
  const [value, tieBreaker] = values;
  if (order.kind !== 'date') return [value, tieBreaker];
  return [typeof value === 'number' ? new Date(value) : null, tieBreaker];
}

/** The part of a row's snapshot a cursor is made from (any converter: `get` reads the stored field). */
interface CursorSource {
  id: string;
  ref: { path: string };
  get(field: string): unknown;
}

/** A Firestore Timestamp of either SDK (the full SDK's and Lite's are different classes). */
const isTimestamp = (value: unknown): value is { toMillis(): number } =>
  typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function';

/** The cursor of a row: its sort value and its id (or path). */
export function cursorOf(order: PageOrder, snapshot: CursorSource): string {
  const raw: unknown = snapshot.get(order.field);
  const value = isTimestamp(raw) ? raw.toMillis() : raw instanceof Date ? raw.getTime() : raw;
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

/** Links to the neighbouring pages: the URL's search parameters for each, other parameters kept. */
export interface PageLinks {
  previous: URLSearchParams | null;
  next: URLSearchParams | null;
  /** The number of the page's first row (1-based), for the tables' # column. */
  firstRow: number;
  /** Ids of this page's documents that did not parse and are left out (the pager says so). */
  leftOut: readonly string[];
}

/** One page of a list as a component shows it: loading, failed, or its rows and links. */
export type PagedQuery<Row> =
  | { status: 'loading'; rows: undefined; links: undefined; error: undefined }
  | { status: 'error'; rows: undefined; links: undefined; error: Error }
  | { status: 'success'; rows: Row[]; links: PageLinks; error: undefined };

/** What one read of a page said: its rows and the cursors of its neighbours, or the failure. */
export type PageRead<Row> =
  | { rows: Row[]; leftOut: string[]; previousCursor: string | null; nextCursor: string | null; hasPrevious: boolean }
  | { error: Error };

/** The documents of a `size + 1` read, as one page: its rows (a document that does not parse is left out, logged and counted), and its neighbours' cursors. */
export function readPage<Row>(documents: readonly (CursorSource & { data(): Row })[], order: PageOrder, size: number, position: PagePosition): Exclude<PageRead<Row>, { error: Error }> {
  const { rows, hasPrevious, hasNext } = slicePage(documents, size, position);
  const first = rows[0];
  const last = rows.at(-1);
  const { rows: parsed, unreadable } = readRows(rows);
  return {
    rows: parsed,
    leftOut: unreadable,
    previousCursor: first ? cursorOf(order, first) : null,
    nextCursor: hasNext && last ? cursorOf(order, last) : null,
    hasPrevious,
  };
}

/** The number of rows before the page the URL names (its `start`), for the row numbers. */
export function pageStart(params: URLSearchParams, prefix: string, position: PagePosition): number {
  return position ? Math.max(0, Number.parseInt(params.get(`${prefix}start`) ?? '0', 10) || 0) : 0;
}

/**
 * Links to the neighbouring pages of a page read. They are made from the URL as it is now (not
 * as it was when the page was read), so paging another list on the same page, or changing a
 * filter, keeps this list's place.
 */
export function pageLinks(
  params: URLSearchParams,
  prefix: string,
  read: { rows: readonly unknown[]; leftOut: readonly string[]; previousCursor: string | null; nextCursor: string | null; hasPrevious: boolean },
  size: number,
  start: number,
): PageLinks {
  const withParams = (change: Record<string, string | null>) => {
    const copy = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) copy.delete(`${prefix}${key}`);
      else copy.set(`${prefix}${key}`, value);
    }
    return copy;
  };
  const firstRow = read.hasPrevious ? start + 1 : 1;
  return {
    firstRow,
    leftOut: read.leftOut,
    // A page emptied meanwhile (its rows deleted) has no row to go back from: its previous page is the first.
    previous: !read.hasPrevious
      ? null
      : withParams(
          read.previousCursor === null || start - size <= 0
            ? { after: null, before: null, start: null }
            : { after: null, before: read.previousCursor, start: String(start - size) },
        ),
    next:
      read.nextCursor === null
        ? null
        : withParams({ before: null, after: read.nextCursor, start: String(firstRow - 1 + read.rows.length) }),
  };
}
