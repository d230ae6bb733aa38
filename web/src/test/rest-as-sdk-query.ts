import { collection, collectionGroup, documentId, limit, orderBy, query, startAfter, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { DOCUMENT_ID, type RestQuery } from '@/lib/firestore/rest';

/**
 * A REST reader's query (src/lib/firestore/rest.ts) as the same query of the Firestore SDK, for
 * the tests: the contract test compares the two, and the index test reads the SDK's parsed form.
 */
export function sdkQueryOf(db: Firestore, rest: RestQuery) {
  const constraints: QueryConstraint[] = [
    ...(rest.where ?? []).map(([field, op, value]) => where(field, op, value)),
    ...(rest.orderBy ?? []).map(([field, direction]) => orderBy(field === DOCUMENT_ID ? documentId() : field, direction)),
    ...(rest.startAfter ? [startAfter(...rest.startAfter)] : []),
    limit(rest.limit),
  ];
  return query(rest.group ? collectionGroup(db, rest.collection) : collection(db, rest.collection), ...constraints);
}
