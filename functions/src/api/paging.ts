import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { decodeCursor, encodeCursor, PAGE_SIZES, type CursorValue } from '@quizmaster/shared/paging';
import { invalidField } from './errors';
import type { ListOrder } from './list-orders';

/**
 * `?limit=&cursor=` of every paged list endpoint. `limit` is a whole number from 1 to
 * PAGE_SIZES.apiMax (PAGE_SIZES.apiDefault when absent); `cursor` is a list's `nextCursor`,
 * checked against the list's order by `readPage` (a 400 naming `cursor` when it is not one).
 */
export const pageQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,6}$/, `Expected a whole number from 1 to ${PAGE_SIZES.apiMax}`)
    .transform(Number)
    .pipe(z.number().min(1, `Expected a whole number from 1 to ${PAGE_SIZES.apiMax}`).max(PAGE_SIZES.apiMax, `At most ${PAGE_SIZES.apiMax} per page`))
    .default(PAGE_SIZES.apiDefault),
  cursor: z.string().optional(),
});
export type PageRequest = z.output<typeof pageQuery>;

export interface Page<T> {
  items: QueryDocumentSnapshot<T>[];
  /** The next page's cursor, or null on the last page. */
  nextCursor: string | null;
}

/** Dates a Firestore Timestamp can hold (years 1 to 9999), as epoch milliseconds. */
const TIMESTAMP_RANGE = { min: -62_135_596_800_000, max: 253_402_300_799_999 };
/** The document ids this app makes (auto ids, uids, slugs, PaymentIntent ids); a `/` would name another path. */
const DOCUMENT_ID = /^[\w-]{1,128}$/;

/** The query of a list in its order: `==` on the list's equalities, then the sort field and the id. */
export function orderedQuery<T>(collection: Query<T>, order: ListOrder<T>, equalTo: readonly unknown[] = []): Query<T> {
  if (equalTo.length !== order.equalities.length) throw new Error(`The ${order.collectionGroup} list needs ${order.equalities.length} equality values`);
  let query = collection;
  order.equalities.forEach((field, index) => {
    query = query.where(field, '==', equalTo[index]);
  });
  return query.orderBy(order.field, order.direction).orderBy(FieldPath.documentId(), order.direction);
}

/** A row's place in its list: its sort value and id, as a cursor holds them. */
function cursorValues<T>(order: ListOrder<T>, row: QueryDocumentSnapshot<T>): CursorValue[] {
  const value: unknown = row.data()[order.field];
  return [order.kind === 'date' ? (value as Date).getTime() : (value as number), row.id];
}

/** Where the page after `row` starts: the values to `startAfter`. */
export function startAfterRow<T>(order: ListOrder<T>, row: QueryDocumentSnapshot<T>): unknown[] {
  return [row.data()[order.field], row.id];
}

/** The values to `startAfter` for a cursor, or a 400 naming `cursor` when the token is not a cursor of this list. */
function startAfterCursor<T>(order: ListOrder<T>, cursor: string): unknown[] {
  const [value, id] = decodeCursor(cursor, 2) ?? [];
  const validValue =
    typeof value === 'number' && (order.kind === 'number' || (Number.isInteger(value) && value >= TIMESTAMP_RANGE.min && value <= TIMESTAMP_RANGE.max));
  if (!validValue || typeof id !== 'string' || !DOCUMENT_ID.test(id)) {
    throw invalidField('query', 'cursor', 'Not a cursor of this list: send the nextCursor of its previous page, or no cursor for the first page.');
  }
  return [order.kind === 'date' ? new Date(value) : value, id];
}

/**
 * Up to `limit` rows after `after` (startAfter values, or null for the first page). One more row
 * is read only to learn whether there is a next page.
 */
export async function readRows<T>(query: Query<T>, limit: number, after: readonly unknown[] | null): Promise<{ items: QueryDocumentSnapshot<T>[]; more: boolean }> {
  const from = after ? query.startAfter(...after) : query;
  const rows = (await from.limit(limit + 1).get()).docs;
  return { items: rows.slice(0, limit), more: rows.length > limit };
}

/** One page of a list as the API's `limit` and `cursor` ask for it. */
export async function readPage<T>(collection: Query<T>, order: ListOrder<T>, page: PageRequest, equalTo: readonly unknown[] = []): Promise<Page<T>> {
  const after = page.cursor === undefined ? null : startAfterCursor(order, page.cursor);
  const { items, more } = await readRows(orderedQuery(collection, order, equalTo), page.limit, after);
  const last = items.at(-1);
  return { items, nextCursor: more && last ? encodeCursor(cursorValues(order, last)) : null };
}

/**
 * The next page of a bare-array answer, in headers: `X-Next-Cursor` and an RFC 8288
 * `Link: <…>; rel="next"` (the same path and query with the new cursor, relative to the origin).
 * Both are left out on the last page. Same-origin callers read them like any other header.
 */
export function nextPageHeaders(requestUrl: string, nextCursor: string | null): Record<string, string> {
  if (nextCursor === null) return {};
  const url = new URL(requestUrl, 'http://origin.invalid');
  url.searchParams.set('cursor', nextCursor);
  return { 'X-Next-Cursor': nextCursor, Link: `<${url.pathname}${url.search}>; rel="next"` };
}
