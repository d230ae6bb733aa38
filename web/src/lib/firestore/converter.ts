import type { FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import type { z } from 'zod';

/** A model as the app reads it: the document's fields plus its id. */
export type WithId<T> = T & { id: string };

/**
 * Reads documents through their shared zod schema, so a malformed document fails loudly where
 * it is read instead of deep inside a component. The browser never writes whole documents
 * (profile edits use `updateDoc`, which bypasses converters), so writing through one is a bug.
 */
export function modelConverter<Schema extends z.ZodType<object>>(
  schema: Schema,
): FirestoreDataConverter<WithId<z.output<Schema>>> {
  return {
    toFirestore: () => {
      throw new Error('The browser writes no whole documents: changes go through the API.');
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) => ({
      ...schema.parse(snapshot.data(options)),
      id: snapshot.id,
    }),
  };
}

/**
 * Adds the id of the quiz a document sits under (`quizzes/{quizId}/…`), for collection-group
 * reads such as one user's results across all quizzes.
 */
export function withQuizId<T>(converter: FirestoreDataConverter<T>): FirestoreDataConverter<T & { quizId: string }> {
  return {
    toFirestore: converter.toFirestore.bind(converter),
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) => ({
      ...converter.fromFirestore(snapshot, options),
      quizId: snapshot.ref.parent.parent?.id ?? '',
    }),
  };
}
