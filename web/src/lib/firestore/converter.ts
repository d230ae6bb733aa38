import type { z } from 'zod/mini';

/** A model as the app reads it: the document's fields plus its id. */
export type WithId<T> = T & { id: string };

/**
 * The part of a document snapshot a converter reads. Structural, so one converter serves both
 * the full SDK (firebase/firestore) and Firestore Lite, whose snapshot classes differ.
 */
interface SnapshotLike<Options> {
  id: string;
  ref: { parent: { parent: { id: string } | null } };
  data(options?: Options): unknown;
}

/** A read-only converter, accepted by `withConverter` of both SDKs. */
export interface ModelConverter<T> {
  toFirestore(): never;
  fromFirestore<Options>(snapshot: SnapshotLike<Options>, options?: Options): T;
}

/**
 * Reads documents through a reader (./readers.ts: the shared zod schema in development, a small
 * hand-written reader in production) or a zod schema (admin-only models), so a malformed document
 * fails loudly where it is read instead of deep inside a component. The browser never writes
 * whole documents (profile edits change single fields: ./rest-write.ts), so writing through one is a bug.
 */
export function modelConverter<T extends object>(read: (data: unknown) => T): ModelConverter<WithId<T>>;
export function modelConverter<Schema extends z.ZodMiniType<object>>(schema: Schema): ModelConverter<WithId<z.output<Schema>>>;
export function modelConverter(read: ((data: unknown) => object) | z.ZodMiniType<object>): ModelConverter<WithId<object>> {
  const decode = typeof read === 'function' ? read : (data: unknown) => read.parse(data);
  return {
    toFirestore: () => {
      throw new Error('The browser writes no whole documents: changes go through the API.');
    },
    fromFirestore: (snapshot, options) => ({ ...decode(snapshot.data(options)), id: snapshot.id }),
  };
}

/**
 * Adds the id of the quiz a document sits under (`quizzes/{quizId}/…`), for collection-group
 * reads such as one user's results across all quizzes.
 */
export function withQuizId<T>(converter: ModelConverter<T>): ModelConverter<T & { quizId: string }> {
  return {
    toFirestore: converter.toFirestore.bind(converter),
    fromFirestore: (snapshot, options) => ({
      ...converter.fromFirestore(snapshot, options),
      quizId: snapshot.ref.parent.parent?.id ?? '',
    }),
  };
}

/**
 * The models of a page of documents, leaving out any that do not parse (a document written by
 * an older version, or by hand in the console): one bad document must not take the whole list
 * down. The ids left out are returned, so the list can say so.
 */
export function readRows<T>(documents: readonly { id: string; data(): T }[]): { rows: T[]; unreadable: string[] } {
  const rows: T[] = [];
  const unreadable: string[] = [];
  for (const document of documents) {
    try {
      rows.push(document.data());
    } catch (error) {
      console.error(`Document ${document.id} could not be read and is left out of the list:`, error);
      unreadable.push(document.id);
    }
  }
  return { rows, unreadable };
}
