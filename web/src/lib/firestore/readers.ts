/**
 * How the browser reads the documents players see: development and test builds parse them with
 * their shared zod schema (a malformed document fails loudly where it is read); production builds
 * use a small hand-written reader per model instead, so no player page carries zod. Every write
 * goes through the API, which validates with the same schemas: the browser only needs the shape.
 * readers.test.ts checks each hand reader against its schema on valid and malformed fixtures.
 */
import type { z } from 'zod/mini';
import { auditEntrySchema } from '@quizmaster/shared/models/audit-entry';
import { broadcastSchema, notificationInboxSchema, notificationSchema } from '@quizmaster/shared/models/notification';
import { storedPaymentSchema } from '@quizmaster/shared/models/payment';
import { paymentStatsShardSchema } from '@quizmaster/shared/models/payment-stats';
import { quizSummarySchema } from '@quizmaster/shared/models/quiz';
import { submissionSchema } from '@quizmaster/shared/models/submission';
import { userSchema } from '@quizmaster/shared/models/user';

/** Turns a document's data (from an SDK or the REST reader) into its model, or throws. */
export type DocumentReader<T> = (data: unknown) => T;

type Base = 'string' | 'number' | 'boolean' | 'date' | 'strings' | 'map';
/** A field's kind: `?` when it may be absent, `|null` when it may be null. */
type Kind = Base | `${Base}?` | `${Base}|null` | `${Base}?|null`;
/**
 * How to read every field of the model (so a field added to a schema must be added here too): a
 * kind, or a function for a nested map or a default (its `undefined` leaves the field out).
 */
export type FieldSpec<T> = { [Field in keyof T]-?: Kind | ((value: unknown) => unknown) };

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A stored date: a `Date` (REST reader), or a Timestamp of either SDK (`toDate()`). */
function readDate(value: unknown): Date | undefined {
  const date = isMap(value) && typeof value.toDate === 'function' ? (value.toDate as () => unknown).call(value) : value;
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function readValue(base: Base, value: unknown): unknown {
  if (base === 'date') return readDate(value);
  if (base === 'strings') return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
  if (base === 'map') return isMap(value) ? { ...value } : undefined;
  return typeof value === base && !(base === 'number' && Number.isNaN(value)) ? value : undefined;
}

function readKind(kind: Kind, value: unknown, field: string): unknown {
  if (value === undefined && kind.includes('?')) return undefined;
  if (value === null && kind.endsWith('|null')) return null;
  const base = kind.replace(/\?|\|null$/g, '') as Base;
  const read = readValue(base, value);
  if (read === undefined) throw new TypeError(`Unreadable document: ${field} is not a ${base}`);
  return read;
}

/**
 * A reader that checks each field's type, leaves out fields the model does not have (as zod
 * does) and turns timestamps into dates. Enum values and ranges are not checked: the server wrote them.
 */
export function handReader<T>(spec: FieldSpec<T>): DocumentReader<T> {
  const fields = Object.entries<Kind | ((value: unknown) => unknown)>(spec);
  return (data) => {
    if (!isMap(data)) throw new TypeError('Unreadable document: no fields');
    const model: Record<string, unknown> = {};
    for (const [field, kind] of fields) {
      const read = typeof kind === 'function' ? kind(data[field]) : readKind(kind, data[field], field);
      if (read !== undefined) model[field] = read;
    }
    return model as T;
  };
}

/** A nested map read by its own spec, absent allowed when `optional`. */
const nested =
  <T>(spec: FieldSpec<T>, optional = false) =>
  (value: unknown) =>
    optional && value === undefined ? undefined : handReader(spec)(value);

/** A field with a default when absent. */
const withDefault = (kind: Kind, fallback: unknown) => (value: unknown) => (value === undefined ? fallback : readKind(kind, value, 'a field'));

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
    orderingCredit: 'string?',
    version: 'number?',
    shuffleQuestions: 'boolean?',
    shuffleOptions: 'boolean?',
    drawCount: 'number?|null',
    drawTag: 'string?|null',
    opensAt: 'date?|null',
    closesAt: 'date?|null',
    reviewWhen: 'string?',
    reviewShows: 'strings?',
    answersReleasedAt: 'date?|null',
    published: 'boolean?',
    passMark: 'number?|null',
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
  submission: handReader<z.output<typeof submissionSchema>>({
    userId: 'string',
    userName: 'string',
    userEmail: 'string',
    marks: 'number',
    points: 'number',
    grade: 'string',
    paid: 'boolean',
    attempt: 'number',
    quizVersion: 'number?',
    quizName: 'string?',
    certificateId: 'string?',
    startedAt: 'date',
    submittedAt: 'date',
  }),
  user: handReader<z.output<typeof userSchema>>({
    name: 'string',
    nameLower: 'string?',
    email: 'string',
    phone: 'string',
    photoURL: 'string',
    role: 'string',
    isPaid: 'boolean',
    premiumUntil: 'date|null',
    createdAt: 'date',
    address: 'string?',
    education: 'string?',
    hideFromLeaderboards: 'boolean?',
  }),
  payment: handReader<z.output<typeof storedPaymentSchema>>({
    uid: 'string',
    name: 'string',
    email: 'string',
    createdAt: 'date',
    transactionId: 'string',
    refund: 'string',
    amount: 'number',
    currency: 'string',
    role: 'string',
    refundRequestedAt: 'date?',
    refundId: 'string?',
    refundedAt: 'date?',
    dispute: nested<NonNullable<z.output<typeof storedPaymentSchema>['dispute']>>({ id: 'string', status: 'string', openedAt: 'date' }, true),
  }),
  paymentStatsShard: handReader<z.output<typeof paymentStatsShardSchema>>({
    notRefunded: withDefault('number', 0),
    months: withDefault('map', {}),
  }),
  auditEntry: handReader<z.output<typeof auditEntrySchema>>({
    action: 'string',
    actorUid: 'string',
    actorEmail: 'string',
    actorName: 'string',
    at: 'date',
    target: nested<z.output<typeof auditEntrySchema>['target']>({ kind: 'string', id: 'string', label: 'string' }),
    before: 'map|null',
    after: 'map|null',
  }),
};

/** What the app reads with: the schema in development and tests, the hand reader in production. */
export const readers = {
  quizSummary: import.meta.env.DEV ? parseWith(quizSummarySchema) : handReaders.quizSummary,
  notification: import.meta.env.DEV ? parseWith(notificationSchema) : handReaders.notification,
  broadcast: import.meta.env.DEV ? parseWith(broadcastSchema) : handReaders.broadcast,
  notificationInbox: import.meta.env.DEV ? parseWith(notificationInboxSchema) : handReaders.notificationInbox,
  submission: import.meta.env.DEV ? parseWith(submissionSchema) : handReaders.submission,
  user: import.meta.env.DEV ? parseWith(userSchema) : handReaders.user,
  payment: import.meta.env.DEV ? parseWith(storedPaymentSchema) : handReaders.payment,
  paymentStatsShard: import.meta.env.DEV ? parseWith(paymentStatsShardSchema) : handReaders.paymentStatsShard,
  auditEntry: import.meta.env.DEV ? parseWith(auditEntrySchema) : handReaders.auditEntry,
};
