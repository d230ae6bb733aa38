import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod/mini';

/**
 * Reads and writes documents through their shared zod schema. A whole-document write is
 * validated (dates are stored as Timestamps by the SDK); a merge or field-value write is passed
 * through, since it cannot be checked without the rest of the document.
 *
 * `readSchema`, when given, reads more leniently than writes are checked: a payment is read with
 * any refund value kept (so it can be shown), but written only with one of the states.
 */
export function modelConverter<Schema extends z.ZodMiniType<object>, ReadSchema extends z.ZodMiniType<object> = Schema>(
  schema: Schema,
  readSchema?: ReadSchema,
): FirestoreDataConverter<z.output<ReadSchema>> {
  const reader: z.ZodMiniType<object> = readSchema ?? schema;
  return {
    toFirestore: (model: DocumentData, options?: object) => (options ? model : schema.parse(model)),
    fromFirestore: (snapshot: QueryDocumentSnapshot) => reader.parse(snapshot.data()) as z.output<ReadSchema>,
  };
}
