import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { auditEntrySchema } from '@quizmaster/shared/models/audit-entry';
import { broadcastSchema, notificationInboxSchema, notificationSchema } from '@quizmaster/shared/models/notification';
import { storedPaymentSchema } from '@quizmaster/shared/models/payment';
import { paymentStatsShardSchema } from '@quizmaster/shared/models/payment-stats';
import { quizSummarySchema } from '@quizmaster/shared/models/quiz';
import { submissionSchema } from '@quizmaster/shared/models/submission';
import { userSchema } from '@quizmaster/shared/models/user';
import { handReaders } from './readers';

/**
 * The production readers against the shared zod schemas that development builds parse with: on
 * valid documents (as the REST reader gives them, with dates, and as the SDKs do, with
 * Timestamps) both give the same model; on documents with a missing or mistyped field both throw.
 */
const at = new Date('2026-03-01T09:30:00.123Z');

const quiz = {
  quizName: 'World Capitals',
  image: 'https://example.com/cover.png',
  description: 'Capitals of the world',
  quizType: 'free',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 2,
  allQTime: 10,
  questionCount: 5,
  submissionCount: 0,
  createdBy: 'ada',
  createdAt: at,
};
const fullQuiz = {
  ...quiz,
  quizNameLower: 'world capitals',
  scoringMode: 'exact',
  version: 3,
  shuffleQuestions: true,
  shuffleOptions: false,
  drawCount: null,
  drawTag: 'europe',
  opensAt: null,
  closesAt: new Date('2026-04-01T00:00:00Z'),
  reviewWhen: 'after-close',
  reviewShows: ['answers'],
  answersReleasedAt: null,
  published: true,
  passMark: 60,
  leaderboard: true,
  updatedAt: new Date('2026-03-02T00:00:00Z'),
};
const notification = { kind: 'refund-done', title: 'Refunded', body: 'Your refund is done.', link: '/dashboard/myPayments', createdAt: at, read: false };
const broadcast = { kind: 'quiz-published', title: 'New quiz', body: 'World Capitals', link: '/quizzes', createdAt: at, quizId: 'world-capitals' };

const submission = {
  userId: 'sam', userName: 'Sam', userEmail: 'sam@example.com', marks: 80, points: 8, grade: 'A', paid: false, attempt: 1, startedAt: at, submittedAt: at,
};
const user = { name: 'Sam', email: 'sam@example.com', phone: '', photoURL: '', role: '', isPaid: false, premiumUntil: null, createdAt: at };
const payment = {
  uid: 'sam', name: 'Sam', email: 'sam@example.com', createdAt: at, transactionId: 'pi_1', refund: 'false', amount: 10700, currency: 'usd', role: '',
};
const auditEntry = {
  action: 'refund', actorUid: 'ada', actorEmail: 'ada@example.com', actorName: 'Ada', at, target: { kind: 'payment', id: 'pi_1', label: 'Sam' }, before: null, after: { refund: 'true' },
};

interface Case {
  name: string;
  schema: z.ZodMiniType<object>;
  read: (data: unknown) => unknown;
  valid: Record<string, unknown>[];
  malformed: Record<string, unknown>[];
}

const cases: Case[] = [
  {
    name: 'quizSummary',
    schema: quizSummarySchema,
    read: handReaders.quizSummary,
    valid: [quiz, fullQuiz, { ...fullQuiz, drawCount: 4, opensAt: at, answersReleasedAt: at, passMark: null }, { ...quiz, unknownField: 'left out' }],
    malformed: [
      { ...quiz, quizName: undefined },
      { ...quiz, createdAt: 'yesterday' },
      { ...quiz, createdAt: null },
      { ...quiz, retakeCount: '2' },
      { ...quiz, allQTime: Number.NaN },
      { ...quiz, published: 'yes' },
      { ...quiz, reviewShows: ['answers', 3] },
      { ...quiz, opensAt: 5 },
      { ...quiz, updatedAt: null },
      { ...quiz, createdAt: new Date(Number.NaN) },
    ],
  },
  {
    name: 'notification',
    schema: notificationSchema,
    read: handReaders.notification,
    valid: [notification],
    malformed: [{ ...notification, read: undefined }, { ...notification, title: 3 }, { ...notification, createdAt: {} }],
  },
  {
    name: 'broadcast',
    schema: broadcastSchema,
    read: handReaders.broadcast,
    valid: [broadcast],
    malformed: [{ ...broadcast, quizId: undefined }, { ...broadcast, link: null }],
  },
  {
    name: 'notificationInbox',
    schema: notificationInboxSchema,
    read: handReaders.notificationInbox,
    valid: [{ unread: 0 }, { unread: 3, broadcastsSeenAt: at, readBroadcasts: ['b1', 'b2'] }],
    malformed: [{}, { unread: 1, broadcastsSeenAt: 'now' }, { unread: 1, readBroadcasts: 'b1' }],
  },
  {
    name: 'submission',
    schema: submissionSchema,
    read: handReaders.submission,
    valid: [submission, { ...submission, quizVersion: 2, quizName: 'World Capitals', certificateId: 'c1' }],
    malformed: [{ ...submission, paid: 'no' }, { ...submission, submittedAt: undefined }, { ...submission, quizName: null }],
  },
  {
    name: 'user',
    schema: userSchema,
    read: handReaders.user,
    valid: [user, { ...user, premiumUntil: at, nameLower: 'sam', address: 'Street 1', education: '', hideFromLeaderboards: true }],
    malformed: [{ ...user, premiumUntil: undefined }, { ...user, isPaid: 1 }, { ...user, createdAt: null }],
  },
  {
    name: 'payment',
    schema: storedPaymentSchema,
    read: handReaders.payment,
    valid: [payment, { ...payment, refund: 'chargeback', refundRequestedAt: at, refundId: 're_1', refundedAt: at, dispute: { id: 'dp_1', status: 'won', openedAt: at, extra: 1 } }],
    malformed: [{ ...payment, amount: '107' }, { ...payment, dispute: { id: 'dp_1', status: 'won' } }, { ...payment, dispute: 'lost' }, { ...payment, refund: 1 }],
  },
  {
    name: 'paymentStatsShard',
    schema: paymentStatsShardSchema,
    read: handReaders.paymentStatsShard,
    valid: [{}, { notRefunded: 3, months: { '2026-03': 2 } }],
    malformed: [{ notRefunded: '3' }, { months: [] }],
  },
  {
    name: 'auditEntry',
    schema: auditEntrySchema,
    read: handReaders.auditEntry,
    valid: [auditEntry, { ...auditEntry, before: { role: '' }, after: null }],
    malformed: [{ ...auditEntry, target: undefined }, { ...auditEntry, target: { kind: 'user', id: 'u1' } }, { ...auditEntry, before: undefined }, { ...auditEntry, at: 'now' }],
  },
];

/** The document as the SDKs hand it over: every Date a Timestamp. */
const withTimestamps = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date ? Timestamp.fromDate(value) : value && typeof value === 'object' && !Array.isArray(value) ? withTimestamps(value as Record<string, unknown>) : value,
    ]),
  );

describe.each(cases)('the hand reader of $name', ({ schema, read, valid, malformed }) => {
  it.each(valid)('reads a valid document as its schema does (%#)', (data) => {
    expect(read(data)).toEqual(schema.parse(data));
    expect(read(withTimestamps(data))).toEqual(schema.parse(withTimestamps(data)));
  });

  it.each(malformed)('refuses a malformed document as its schema does (%#)', (data) => {
    expect(() => schema.parse(data)).toThrow();
    expect(() => read(data)).toThrow(/Unreadable document/);
  });

  it('refuses what is not a document', () => {
    for (const data of [null, undefined, 'text', 3]) {
      expect(() => schema.parse(data)).toThrow();
      expect(() => read(data)).toThrow(/Unreadable document/);
    }
  });
});
