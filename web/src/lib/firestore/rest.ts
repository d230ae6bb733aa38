/**
 * A small reader for Firestore's REST API (v1): one-shot reads of a document, a query, or a
 * count, with no Firebase SDK (the one write players make themselves is in ./rest-write.ts). The
 * first-paint reads (the catalogue, the bell, My Payments) go through it, so a visitor's landing
 * page loads no Firebase at all and a signed-in page no Firestore SDK. The rules apply as they do
 * to the SDKs: a user's call carries the user's ID token, a public read none. Paging back (the
 * SDKs' `endBefore` + `limitToLast`) is the reversed order read forwards: ./one-shot-reads.ts.
 * The wire format is documented at https://firebase.google.com/docs/firestore/reference/rest.
 */
import { env } from '@/config/env';
import { emulatorPorts } from '../emulator-ports';

/** Who reads: a signed-in user (anything with Firebase Auth's `getIdToken`), or nobody (public data). */
export type Reader = { getIdToken(): Promise<string> } | null;

/** A document as read: its id, its path and its fields decoded (timestamps as `Date`). */
export interface RestDocument {
  id: string;
  path: string;
  data: Record<string, unknown>;
}

/** The document id as a field, for ordering and cursors (`documentId()` in the SDKs). */
export const DOCUMENT_ID = '__name__';

type Operator = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'in';
export interface RestQuery {
  /** The collection's path, e.g. `quizzes` or `users/u1/notifications`; with `group`, a collection id. */
  collection: string;
  /** A collection group query: every collection of that id, anywhere (`collectionGroup()` of the SDKs). */
  group?: true;
  where?: readonly (readonly [field: string, op: Operator, value: unknown])[];
  orderBy?: readonly (readonly [field: string, direction: 'asc' | 'desc'])[];
  /** The values of the `orderBy` fields of the row to continue after (a document id for `DOCUMENT_ID`). */
  startAfter?: readonly unknown[] | undefined;
  /** Required: the rules refuse unbounded lists (`request.query.limit`). */
  limit: number;
}

/** A refusal or failure, with the SDKs' error codes (`permission-denied`, `not-found`, …) so callers treat both alike. */
export class RestReadError extends Error {
  override readonly name = 'FirebaseError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const database = `projects/${env.VITE_FIREBASE_PROJECT_ID}/databases/(default)/documents`;
const origin = env.VITE_USE_EMULATORS ? `http://${env.VITE_EMULATOR_HOST}:${String(emulatorPorts.firestore)}` : 'https://firestore.googleapis.com';
/** The documents' URL (also for ./rest-write.ts). */
export const base = `${origin}/v1/${database}`;

const OPERATORS: Record<Operator, string> = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  in: 'IN',
};

type Value = Record<string, unknown>;

/** A value for the wire (queries, and ./rest-write.ts). */
export function encode(value: unknown): Value {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  throw new RestReadError('invalid-argument', `Cannot send ${typeof value} in a query`);
}

/** A value from the wire: timestamps as `Date`, integers and doubles as numbers, references as paths. */
export function decodeValue(value: Value): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  // Doubles arrive as numbers, or as the strings "NaN", "Infinity" and "-Infinity".
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(value.timestampValue as string);
  if ('referenceValue' in value) return (value.referenceValue as string).slice(database.length + 1);
  if ('arrayValue' in value) return ((value.arrayValue as { values?: Value[] }).values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, Value> }).fields);
  if ('geoPointValue' in value) return value.geoPointValue;
  return value.bytesValue;
}

function decodeFields(fields: Record<string, Value> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]));
}

function decodeDocument(document: { name: string; fields?: Record<string, Value> }): RestDocument {
  const path = document.name.slice(database.length + 1);
  return { id: path.slice(path.lastIndexOf('/') + 1), path, data: decodeFields(document.fields) };
}

interface WireError {
  error?: { status?: string; message?: string };
}

/** One call of the REST API (POST unless told), a refusal thrown as a RestReadError (also for ./rest-write.ts). */
export async function call<T>(reader: Reader, url: string, body?: object, method = 'POST'): Promise<T> {
  // text/plain, as the SDKs send it: a public read then needs no CORS preflight.
  const headers: Record<string, string> = body ? { 'Content-Type': 'text/plain' } : {};
  if (reader) headers.Authorization = `Bearer ${await reader.getIdToken()}`;
  let response: Response;
  try {
    response = await fetch(url, body ? { method, headers, body: JSON.stringify(body) } : { headers });
  } catch (error) {
    throw new RestReadError('unavailable', `Firestore could not be reached: ${String(error)}`);
  }
  const result = (await response.json().catch(() => ({}))) as T & WireError;
  // runQuery answers a list; an error comes as its only element.
  const failure = response.ok ? undefined : ((Array.isArray(result) ? (result[0] as WireError | undefined) : result)?.error ?? {});
  if (failure) throw new RestReadError((failure.status ?? 'UNKNOWN').toLowerCase().replaceAll('_', '-'), failure.message ?? `HTTP ${String(response.status)}`);
  return result;
}

/**
 * A document, or null when there is none: a batch get of one, which answers a missing document
 * with a 200 and `missing` (a GET answers 404, which the browser logs as an error in the console
 * of every new player's page: their notification inbox does not exist yet).
 */
export async function getDocument(reader: Reader, path: string): Promise<RestDocument | null> {
  const [result] = await call<{ found?: { name: string; fields?: Record<string, Value> }; missing?: string }[]>(reader, `${base}:batchGet`, {
    documents: [`${database}/${path}`],
  });
  return result?.found ? decodeDocument(result.found) : null;
}

function parentAndQuery(query: RestQuery) {
  const slash = query.group ? -1 : query.collection.lastIndexOf('/');
  const parent = slash < 0 ? base : `${base}/${query.collection.slice(0, slash)}`;
  const filters = (query.where ?? []).map(([field, op, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op: OPERATORS[op], value: encode(value) },
  }));
  const orderBy = query.orderBy ?? [];
  const structuredQuery = {
    from: [query.group ? { collectionId: query.collection, allDescendants: true } : { collectionId: query.collection.slice(slash + 1) }],
    ...(filters.length === 1 ? { where: filters[0] } : filters.length > 1 ? { where: { compositeFilter: { op: 'AND', filters } } } : {}),
    ...(orderBy.length > 0 ? { orderBy: orderBy.map(([field, direction]) => ({ field: { fieldPath: field }, direction: direction === 'asc' ? 'ASCENDING' : 'DESCENDING' })) } : {}),
    ...(query.startAfter
      ? {
          startAt: {
            before: false,
            values: query.startAfter.map((value, index) =>
              orderBy[index]?.[0] === DOCUMENT_ID ? { referenceValue: `${database}/${query.collection}/${String(value)}` } : encode(value),
            ),
          },
        }
      : {}),
    limit: query.limit,
  };
  return { parent, structuredQuery };
}

/** The documents of a query, in its order. */
export async function runQuery(reader: Reader, query: RestQuery): Promise<RestDocument[]> {
  const { parent, structuredQuery } = parentAndQuery(query);
  const rows = await call<{ document?: { name: string; fields?: Record<string, Value> } }[]>(reader, `${parent}:runQuery`, { structuredQuery });
  return rows.flatMap((row) => (row.document ? [decodeDocument(row.document)] : []));
}

/** How many documents a query matches, up to its limit (`count()` of the SDKs). */
export async function countQuery(reader: Reader, query: RestQuery): Promise<number> {
  const { parent, structuredQuery } = parentAndQuery(query);
  const [row] = await call<{ result?: { aggregateFields?: { count?: Value } } }[]>(reader, `${parent}:runAggregationQuery`, {
    structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'count', count: {} }] },
  });
  const count = row?.result?.aggregateFields?.count;
  return count ? Number(decodeValue(count)) : 0;
}
