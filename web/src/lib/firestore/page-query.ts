import { documentId, endBefore, limit, limitToLast, orderBy, query, startAfter, type Query } from 'firebase/firestore';
import { boundValues, positionFromParams, type PageOrder, type PagePosition } from './page-position';

export { cursorOf, positionFromParams, slicePage, type PageOrder, type PagePosition } from './page-position';

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

/** The page of `base` that a URL names (its `after` / `before`), as usePagedQuery reads it. */
export function urlPageQuery<T>(base: Query<T>, order: PageOrder, params: URLSearchParams, size: number, prefix = ''): Query<T> {
  return pageQuery(base, order, size, positionFromParams(params, prefix));
}

