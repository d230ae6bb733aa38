/**
 * Live Firestore reads for the pages that really are live (the admin pages): one onSnapshot
 * listener per document or query, shared by every component that shows it. This module imports
 * the full Firestore SDK: only modules already on it (lib/firestore/refs.ts) import it.
 */
import { onSnapshot, queryEqual, refEqual, type DocumentReference, type Query } from 'firebase/firestore';
import { useTransitionStore } from '@/lib/use-transition-store';
import { failure, success, type LiveStatus } from './live-status';
import { sourceRegistry } from './shared-source';

const documentSource = sourceRegistry<DocumentReference<unknown>, unknown>(refEqual, (ref) => (emit) =>
  onSnapshot(
    ref,
    (snapshot) => {
      // A converter that rejects the document fails the read, as a failed listener does.
      try {
        emit(success(snapshot.data()));
      } catch (error) {
        emit(failure(error));
      }
    },
    (error) => emit(failure(error)),
  ),
);

const querySource = sourceRegistry<Query<unknown>, unknown[]>(queryEqual, (query) => (emit) =>
  onSnapshot(
    query,
    (snapshot) => {
      try {
        emit(success(snapshot.docs.map((document) => document.data())));
      } catch (error) {
        emit(failure(error));
      }
    },
    (error) => emit(failure(error)),
  ),
);

/** One document's data, live (undefined while it does not exist). */
export function useFirestoreDocData<T>(ref: DocumentReference<T>): LiveStatus<T | undefined> {
  const source = documentSource(ref);
  return useTransitionStore(source.subscribe, source.getSnapshot) as LiveStatus<T | undefined>;
}

/** A query's documents' data, live. */
export function useFirestoreCollectionData<T>(query: Query<T>): LiveStatus<T[]> {
  const source = querySource(query);
  return useTransitionStore(source.subscribe, source.getSnapshot) as LiveStatus<T[]>;
}
