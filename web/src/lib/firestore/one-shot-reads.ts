import {
  collection,
  doc,
  documentId,
  endBefore,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { collections, paths } from '@quizmaster/shared/paths';
import { NOT_REFUNDED_STATES } from '@quizmaster/shared/models/payment';
import { modelConverter } from './converter';
import { readers } from './readers';
import { boundValues, type PageOrder, type PagePosition } from './page-position';

/**
 * The player's one-shot reads that still go through Firestore Lite (`./lite.ts`): My Payments'
 * pages (paged both ways, which the REST reader does not do yet) and the profile's own writes.
 * The player's record and dashboard figures read through the REST reader (`./rest-refs.ts`).
 * The same queries as their full-SDK twins in `./refs.ts` (same rules, same indexes:
 * tests/emulator/rules).
 */
const converters = {
  payment: modelConverter(readers.payment),
  user: modelConverter(readers.user),
};

/** The user's own `users/{uid}` record (name, role, premium end, profile fields). */
export const ownUserRef = (db: Firestore, uid: string) => doc(db, paths.user(uid)).withConverter(converters.user);

/** The user's payments (the rules let a user list only a query filtered on their uid), newest first. */
export const ownPaymentsList = (db: Firestore, uid: string) => ({
  query: query(collection(db, collections.payments).withConverter(converters.payment), where('uid', '==', uid)),
  order: { field: 'createdAt', direction: 'desc', kind: 'date' } as const satisfies PageOrder,
});

/** At most one of the user's payments that still counts (not refunded): whether My Payments shows its table. */
export const ownActivePaymentQuery = (db: Firestore, uid: string) =>
  query(
    collection(db, collections.payments).withConverter(converters.payment),
    where('uid', '==', uid),
    where('refund', 'in', [...NOT_REFUNDED_STATES]),
    limit(1),
  );

/** One page of `base` (`size + 1` rows, as `./page-query.ts` pages the full SDK's lists). */
export function litePageQuery<T>(base: Query<T>, order: PageOrder, size: number, position: PagePosition): Query<T> {
  const ordered = [orderBy(order.field, order.direction), orderBy(documentId(), order.direction)];
  if (position && 'before' in position) {
    return query(base, ...ordered, endBefore(...boundValues(order, position.before)), limitToLast(size + 1));
  }
  if (position) return query(base, ...ordered, startAfter(...boundValues(order, position.after)), limit(size + 1));
  return query(base, ...ordered, limit(size + 1));
}

/** `base` for a count() of at most `max` rows (the caller's bound in firestore.rules). */
export const liteCountQuery = <T>(base: Query<T>, max: number) => query(base, limit(max));
