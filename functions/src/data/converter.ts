import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod/mini';

/**
 * Reads and writes documents through their shared zod schema. A whole-document write is
 * validated (dates are stored as Timestamps by the SDK); a merge or field-value write is passed
 * through, since it cannot be checked without the rest of the document.
 */
export function modelConverter<Schema extends z.ZodMiniType<object>>(
  schema: Schema,
): FirestoreDataConverter<z.output<Schema>> {
  return {
    toFirestore: (model: DocumentData, options?: object) => (options ? model : schema.parse(model)),
    fromFirestore: (snapshot: QueryDocumentSnapshot) => schema.parse(snapshot.data()),
  };
}
