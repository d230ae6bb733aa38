import { collections } from '@quizmaster/shared/paths';
import { NOT_REFUNDED_STATES } from '@quizmaster/shared/models/payment';
import { boundValues, type PageOrder, type PagePosition } from './page-position';
import { DOCUMENT_ID, type RestQuery } from './rest';

/**
 * The player's paged one-shot reads through the REST reader (./rest.ts): My Payments' pages (both
 * ways), its count and its active payment. Apart from ./rest-refs.ts, whose first-paint queries
 * every page loads (the bell, the catalogue), so those pages do not carry the paging code. The
 * same queries as their full-SDK twins in ./refs.ts (same rules, same indexes: refs-indexes.test.ts,
 * tests/emulator/rules/rest-reader.test.ts).
 */

/** A list before its order, cursor and limit: what is paged (`restPageQuery`) and counted (`restCountQuery`). */
export type RestList = Pick<RestQuery, 'collection' | 'group' | 'where'>;

/** A page's query, and whether it reads the list backwards (its rows then come newest-last and are turned round). */
export interface RestPageQuery {
  query: RestQuery;
  reversed: boolean;
}

const flipped = { asc: 'desc', desc: 'asc' } as const;

/**
 * One page of `list` in `order`, the document id breaking ties: `size + 1` rows after a row, or
 * the last `size + 1` before one (going back), so the extra row says whether the list goes on
 * (as ./page-query.ts pages the full SDK's lists, with the same URL cursors: ./page-position.ts).
 * Going back reads the reversed order after the row, as the SDKs run `endBefore` + `limitToLast`.
 */
export function restPageQuery(list: RestList, order: PageOrder, size: number, position: PagePosition): RestPageQuery {
  const reversed = position !== null && 'before' in position;
  const direction = reversed ? flipped[order.direction] : order.direction;
  const query: RestQuery = {
    ...list,
    orderBy: [
      [order.field, direction],
      [DOCUMENT_ID, direction],
    ],
    startAfter: position ? boundValues(order, 'before' in position ? position.before : position.after) : undefined,
    limit: size + 1,
  };
  return { query, reversed };
}

/** `list` for a count() of at most `max` rows: the caller's bound in firestore.rules, which judges a count() as a list. */
export const restCountQuery = (list: RestList, max: number): RestQuery => ({ ...list, limit: max });

/** The user's payments on My Payments (the rules let a user list only a query filtered on their uid), newest first (index: uid ↑, createdAt ↓). */
export const ownPaymentsList = (uid: string) => ({
  list: { collection: collections.payments, where: [['uid', '==', uid]] } satisfies RestList,
  order: { field: 'createdAt', direction: 'desc', kind: 'date' } as const satisfies PageOrder,
});

/** At most one of the user's payments that still counts (not refunded): whether My Payments shows its table (index: uid ↑, refund ↑). */
export const ownActivePaymentQuery = (uid: string): RestQuery => ({
  collection: collections.payments,
  where: [
    ['uid', '==', uid],
    ['refund', 'in', [...NOT_REFUNDED_STATES]],
  ],
  limit: 1,
});
