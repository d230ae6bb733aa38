import { base, call, encode, type Reader } from './rest';

/**
 * Changes some fields of an existing document and leaves the others as they are (`updateDoc()` of
 * the SDKs), through Firestore's REST API: a PATCH with an update mask of those fields, refused
 * with `not-found` when there is no such document. The rules judge it as the SDKs' update. Only
 * the profile pages write this way (their address and education), so it is a module of its own.
 */
export async function updateDocument(reader: Reader, path: string, fields: Record<string, unknown>): Promise<void> {
  const mask = Object.keys(fields).map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`);
  const encoded = Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, encode(value)]));
  await call(reader, `${base}/${path}?${[...mask, 'currentDocument.exists=true'].join('&')}`, { fields: encoded }, 'PATCH');
}
