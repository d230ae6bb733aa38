/**
 * How the browser reads the documents players see: development and test builds parse them with
 * their shared zod schema (a malformed document fails loudly where it is read); production builds
 * use a small hand-written reader per model instead, so no player page carries zod. Every write
 * goes through the API, which validates with the same schemas: the browser only needs the shape.
 * readers.test.ts checks each hand reader against its schema on valid and malformed fixtures.
 */
import type { z } from 'zod/mini';
import { broadcastSchema, notificationInboxSchema, notificationSchema } from '@quizmaster/shared/models/notification';
import { quizSummarySchema } from '@quizmaster/shared/models/quiz';

/** Turns a document's data (from an SDK or the REST reader) into its model, or throws. */
export type DocumentReader<T> = (data: unknown) => T;

type Base = 'string' | 'number' | 'boolean' | 'date' | 'strings';
/** A field's kind; `?` when it may be absent, `?null` when it may also be null. */
type Kind = Base | `${Base}?` | `${Base}?null`;
/** One kind for every field of the model, so a field added to a schema must be added here too. */
export type FieldSpec<T> = { [Field in keyof T]-?: Kind };

function isDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** A stored date: a `Date` (REST reader), or a Timestamp of either SDK (`toDate()`). */
function readDate(value: unknown): Date | undefined {
  if (isDate(value)) return value;
  const toDate = (value as { toDate?: unknown } | null | undefined)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(value) as Date) : undefined;
}

function readValue(base: Base, value: unknown): unknown {
  if (base === 'date') return readDate(value);
  if (base === 'strings') return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
  return typeof value === base && !(base === 'number' && Number.isNaN(value)) ? value : undefined;
}

/**
 * A reader that checks each field's type, leaves out fields the model does not have (as zod
 * does) and turns timestamps into dates. Enum values and ranges are not checked: the server wrote them.
 */
export function handReader<T>(spec: FieldSpec<T>): DocumentReader<T> {
  const fields = Object.entries<Kind>(spec);
  return (data) => {
    if (typeof data !== 'object' || data === null) throw new TypeError('Unreadable document: no fields');
    const source = data as Record<string, unknown>;
    const model: Record<string, unknown> = {};
    for (const [field, kind] of fields) {
      const [base, optional] = kind.split('?') as [Base, string | undefined];
      const value = source[field];
      if (value === undefined && optional !== undefined) continue;
      const read = value === null && optional === 'null' ? null : readValue(base, value);
      if (read === undefined) throw new TypeError(`Unreadable document: ${field} is not a ${base}`);
      model[field] = read;
    }
    return model as T;
  };
}

/** A reader through the model's zod schema (development and tests). */
const parseWith =
  <Schema extends z.ZodMiniType<object>>(schema: Schema): DocumentReader<z.output<Schema>> =>
  (data) =>
    schema.parse(data);

/** The hand-written readers, one per model a player reads (exported for readers.test.ts). */
export const handReaders = {
  quizSummary: handReader<z.output<typeof quizSummarySchema>>({
    quizName: 'string',
    quizNameLower: 'string?',
    image: 'string',
    description: 'string',
    quizType: 'string',
    resultType: 'string',
    timeType: 'string',
    retakeCount: 'number',
    allQTime: 'number',
    questionCount: 'number',
    scoringMode: 'string?',
    version: 'number?',
    shuffleQuestions: 'boolean?',
    shuffleOptions: 'boolean?',
    drawCount: 'number?null',
    drawTag: 'string?null',
    opensAt: 'date?null',
    closesAt: 'date?null',
    reviewWhen: 'string?',
    reviewShows: 'strings?',
    answersReleasedAt: 'date?null',
    published: 'boolean?',
    passMark: 'number?null',
    leaderboard: 'boolean?',
    updatedAt: 'date?',
    submissionCount: 'number',
    createdBy: 'string',
    createdAt: 'date',
  }),
  notification: handReader<z.output<typeof notificationSchema>>({
    kind: 'string',
    title: 'string',
    body: 'string',
    link: 'string',
    createdAt: 'date',
    read: 'boolean',
  }),
  broadcast: handReader<z.output<typeof broadcastSchema>>({
    kind: 'string',
    title: 'string',
    body: 'string',
    link: 'string',
    createdAt: 'date',
    quizId: 'string',
  }),
  notificationInbox: handReader<z.output<typeof notificationInboxSchema>>({
    unread: 'number',
    broadcastsSeenAt: 'date?',
    readBroadcasts: 'strings?',
  }),
};

/** What the app reads with: the schema in development and tests, the hand reader in production. */
export const readers = {
  quizSummary: import.meta.env.DEV ? parseWith(quizSummarySchema) : handReaders.quizSummary,
  notification: import.meta.env.DEV ? parseWith(notificationSchema) : handReaders.notification,
  broadcast: import.meta.env.DEV ? parseWith(broadcastSchema) : handReaders.broadcast,
  notificationInbox: import.meta.env.DEV ? parseWith(notificationInboxSchema) : handReaders.notificationInbox,
};
