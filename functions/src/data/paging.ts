import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { isStorableMillis } from '@quizmaster/shared/models/stored-date';
import { decodeCursor, encodeCursor, type CursorValue } from '@quizmaster/shared/paging';
import { collections } from '@quizmaster/shared/paths';
import { invalidField } from '../domain/errors';
import type { ListOrder, PlayerListOrder } from './list-orders';

/** A page as a list endpoint asks for it: `limit` rows after `cursor` (api/paging.ts' pageQuery). */
export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

export interface Page<T> {
  items: QueryDocumentSnapshot<T>[];
  /** The next page's cursor, or null on the last page. */
  nextCursor: string | null;
}

/**
 * The document ids this app makes (auto ids, uids, slugs, PaymentIntent ids); a `/` would name
 * another path, and Firestore answers an id of the form `__…__` (reserved) with an error.
 */
const DOCUMENT_ID = /^(?!__.*__$)[\w-]{1,128}$/;
const isDocumentId = (id: unknown): id is string => typeof id === 'string' && DOCUMENT_ID.test(id);

/** The 400 for a token that is not a cursor of the list asked for (edited, truncated, from another list). */
const notACursor = () => invalidField('query', 'cursor', 'Not a cursor of this list: send the nextCursor of its previous page, or no cursor for the first page.');

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
  const validValue = typeof value === 'number' && (order.kind === 'number' || isStorableMillis(value));
  if (!validValue || !isDocumentId(id)) throw notACursor();
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
 * A page of one player's documents across quizzes (a PLAYER_LIST_ORDERS list): newest first, then
 * by document path, not id, since ids repeat across quizzes (a player's attempt ids do). The
 * cursor holds the date (epoch ms) and the path. A token that is not one of this list's is a 400
 * before any query is built: the SDK throws on a path of odd length or a date a Timestamp cannot
 * hold, and the server on a reserved id, and each of those would be a 500.
 */
export async function readPlayerPage<T>(group: Query<T>, order: PlayerListOrder<T>, uid: string, page: { limit: number; cursor?: string | undefined }): Promise<Page<T>> {
  let ordered = group.where('userId', '==', uid).orderBy(order.field, 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (page.cursor !== undefined) {
    const [at, path] = decodeCursor(page.cursor, 2) ?? [];
    const segments = typeof path === 'string' ? path.split('/') : [];
    const [parent, quizId, collection, id] = segments;
    const ofThisList = segments.length === 4 && parent === collections.quizzes && collection === order.collectionGroup && isDocumentId(quizId) && isDocumentId(id);
    if (typeof at !== 'number' || !isStorableMillis(at) || !ofThisList) throw notACursor();
    ordered = ordered.startAfter(new Date(at), group.firestore.doc(segments.join('/')));
  }
  const rows = (await ordered.limit(page.limit + 1).get()).docs;
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  const date = last ? (last.get(order.field) as { toMillis(): number }).toMillis() : 0;
  return { items, nextCursor: rows.length > page.limit && last ? encodeCursor([date, last.ref.path]) : null };
}
