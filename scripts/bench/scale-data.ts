/**
 * The scale bench's data: N users, N payments, N audit log entries, N/10 quizzes and N results of one quiz, made up
 * but shaped like real data (names, e-mails, dates spread over months, every refund state, marks
 * 0-100), so that searches and sorts behave as they would on a grown product.
 *
 * Every document is a function of its index and the run's `now` alone, so growing from N = 100 to
 * N = 10,000 only adds documents 100 to 9,999. Every id starts with `scale-`, so removing the data
 * reads id ranges (`scale-` to `scale.`), never a whole collection.
 *
 * Adding a field or a document kind: change its builder below (the one place); each document is
 * checked against its shared model before it is written.
 */
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import type { z } from 'zod/mini';
import { PREMIUM_CURRENCY, PREMIUM_DURATION_DAYS, PREMIUM_PRICE_CENTS, POINTS_PER_QUESTION } from '@quizmaster/shared/constants';
import { gradeFor, marksFor, scoreAnswers } from '@quizmaster/shared/grading';
import { itemStatsDelta, mergeItemStats, type ItemStatsDelta } from '@quizmaster/shared/item-analysis';
import { auditEntrySchema } from '@quizmaster/shared/models/audit-entry';
import { ITEM_STATS_SHARDS, itemStatsShardSchema } from '@quizmaster/shared/models/item-stats';
import { questionSchema } from '@quizmaster/shared/models/question';
import { quizBestSchema } from '@quizmaster/shared/models/quiz-best';
import { paymentSchema, type RefundState } from '@quizmaster/shared/models/payment';
import { quizSummarySchema, RESULT_TYPES, TIME_TYPES } from '@quizmaster/shared/models/quiz';
import { submissionSchema, type Submission } from '@quizmaster/shared/models/submission';
import { userSchema } from '@quizmaster/shared/models/user';
import { collections, paths, subcollections } from '@quizmaster/shared/paths';
import { aPayment, aQuiz, aSubmission, aUser } from '@quizmaster/shared/testing/factories';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { recountPaymentStats } from '@quizmaster/functions/services/payment-stats';
import { demoAccounts } from '../seed/demo-accounts';

export const SCALE_ID_PREFIX = 'scale-';
/** Every id from `scale-` up to (not including) `scale.`: '.' is the character after '-'. */
const ID_RANGE_END = 'scale.';

/** Quizzes per user, payment and result: N/10 quizzes. */
export const QUIZZES_PER_N = 10;

/** ADR 0014's sizes: the bench compares N = 100 with N = 10,000. */
export const DEFAULT_SIZES = [100, 10_000] as const;

/** `--sizes 100,1000`: the N values, ascending; the default is ADR 0014's 100 and 10,000. */
export function scaleSizes(argv: readonly string[] = process.argv): number[] {
  const at = argv.indexOf('--sizes');
  if (at < 0) return [...DEFAULT_SIZES];
  const sizes = (argv[at + 1] ?? '').split(',').filter(Boolean).map(Number);
  const valid = sizes.length > 0 && sizes.every((size) => Number.isInteger(size) && size >= QUIZZES_PER_N && size % QUIZZES_PER_N === 0 && size <= 1_000_000);
  if (!valid) throw new Error(`--sizes takes N values, multiples of ${String(QUIZZES_PER_N)} up to 1,000,000, comma-separated (e.g. 100,10000); got "${argv[at + 1] ?? ''}"`);
  return [...new Set(sizes)].sort((a, b) => a - b);
}

const pad = (index: number) => String(index).padStart(7, '0');
export const scaleIds = {
  user: (index: number) => `${SCALE_ID_PREFIX}u-${pad(index)}`,
  payment: (index: number) => `${SCALE_ID_PREFIX}p-${pad(index)}`,
  quiz: (index: number) => `${SCALE_ID_PREFIX}q-${pad(index)}`,
  submission: (index: number) => `${SCALE_ID_PREFIX}s-${pad(index)}`,
  auditEntry: (index: number) => `${SCALE_ID_PREFIX}a-${pad(index)}`,
};

/** The quiz that holds all N results (the Result Sheet measured). */
export const RESULTS_QUIZ_ID = scaleIds.quiz(0);
/** Questions of the results quiz: marks come in steps of 100/20 = 5. */
const RESULTS_QUIZ_QUESTIONS = 20;

/**
 * `quizzes/{id}/submissionCounters/{0..9}` with `{count}`: the submission count kept in shards so
 * that many players submitting at once do not queue on the quiz document (ADR 0013).
 */
export const SUBMISSION_COUNTERS = 'submissionCounters';
export const SUBMISSION_COUNTER_SHARDS = 10;

/** Subcollections a scale quiz may have, all removed with it. */
const QUIZ_SUBCOLLECTIONS = [...Object.values(subcollections), SUBMISSION_COUNTERS];

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A number in [0, 1) that depends only on (index, salt): the same data on every run. */
export function unitRandom(index: number, salt: number): number {
  let x = (Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca77)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  return x / 2 ** 32;
}

const pick = <T>(items: readonly T[], index: number, salt: number): T => items[Math.floor(unitRandom(index, salt) * items.length)] as T;
const between = (low: number, high: number, index: number, salt: number) => low + Math.floor(unitRandom(index, salt) * (high - low + 1));

const FIRST_NAMES = [
  'Aisha', 'Alejandro', 'Amara', 'Andrei', 'Anna', 'Arjun', 'Beatriz', 'Ben', 'Camille', 'Carlos', 'Chen', 'Chloe', 'Daniel', 'Dmitri',
  'Elena', 'Emeka', 'Emma', 'Fatima', 'Felix', 'Grace', 'Hana', 'Hugo', 'Ines', 'Ivan', 'Jamal', 'Jana', 'Javier', 'Julia', 'Kai',
  'Kenji', 'Lars', 'Layla', 'Leo', 'Lucia', 'Mai', 'Marco', 'Maria', 'Mateo', 'Mia', 'Mohammed', 'Nadia', 'Noah', 'Olga', 'Omar',
  'Priya', 'Rafael', 'Ravi', 'Rosa', 'Sam', 'Sara', 'Sofia', 'Tariq', 'Thomas', 'Uma', 'Victor', 'Wei', 'Yara', 'Yusuf', 'Zoe',
] as const;
const LAST_NAMES = [
  'Adeyemi', 'Alvarez', 'Andersen', 'Bauer', 'Becker', 'Bianchi', 'Brown', 'Chen', 'Costa', 'Dubois', 'Fernandes', 'Fischer', 'Garcia',
  'Gupta', 'Haddad', 'Hansen', 'Ivanova', 'Jensen', 'Kim', 'Kowalski', 'Kumar', 'Larsen', 'Lee', 'Lopez', 'Martin', 'Meyer', 'Moreau',
  'Mueller', 'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Olsen', 'Patel', 'Pereira', 'Petrov', 'Rossi', 'Santos', 'Sato', 'Schmidt',
  'Silva', 'Singh', 'Smith', 'Suzuki', 'Tanaka', 'Taylor', 'Wang', 'Weber', 'Williams', 'Wilson', 'Yilmaz', 'Zhang',
] as const;
const MAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com'] as const;

const TOPICS = [
  { name: 'World Capitals', image: '/covers/geography.svg' },
  { name: 'Rivers and Mountains', image: '/covers/geography.svg' },
  { name: 'Ancient Rome', image: '/covers/history.svg' },
  { name: 'The Cold War', image: '/covers/history.svg' },
  { name: 'Medieval Europe', image: '/covers/history.svg' },
  { name: 'JavaScript Closures', image: '/covers/javascript.svg' },
  { name: 'Async JavaScript', image: '/covers/javascript.svg' },
  { name: 'TypeScript Generics', image: '/covers/typescript.svg' },
  { name: 'Type Narrowing', image: '/covers/typescript.svg' },
  { name: 'Cell Biology', image: '/covers/science.svg' },
  { name: 'Organic Chemistry', image: '/covers/science.svg' },
  { name: 'Human Anatomy', image: '/covers/science.svg' },
  { name: 'The Solar System', image: '/covers/space.svg' },
  { name: 'Stars and Galaxies', image: '/covers/space.svg' },
  { name: 'Space Missions', image: '/covers/space.svg' },
] as const;
const LEVELS = ['Basics', 'Essentials', 'Challenge', 'Deep Dive', 'Trivia', 'Masterclass'] as const;

export interface ScaleWrite {
  path: string;
  data: Record<string, unknown>;
}

/** Checks a document against its shared model (which ignores extra fields such as search keys). */
function valid<T extends Record<string, unknown>>(schema: z.ZodMiniType, data: T): T {
  schema.parse(data);
  return data;
}

interface Person {
  name: string;
  email: string;
}

function person(index: number): Person {
  const first = pick(FIRST_NAMES, index, 1);
  const last = pick(LAST_NAMES, index, 2);
  // The index keeps e-mails unique; most people are "first.last", some "flast" (prefix searches hit both).
  const local = unitRandom(index, 3) < 0.7 ? `${first}.${last}` : `${first.charAt(0)}${last}`;
  return { name: `${first} ${last}`, email: `${local.toLowerCase()}${String(index)}@${pick(MAIL_DOMAINS, index, 4)}` };
}

interface PaymentFacts {
  paidAt: Date;
  refund: RefundState;
  refundRequestedAt: Date | undefined;
  refundedAt: Date | undefined;
}

/** Payment `index` belongs to user `index`: made in the last year, after the account was opened. */
function paymentFacts(index: number, now: Date, accountCreatedAt: Date): PaymentFacts {
  const ageDays = (now.getTime() - accountCreatedAt.getTime()) / DAY_MS;
  const paidAt = new Date(now.getTime() - unitRandom(index, 20) * Math.min(360, ageDays) * DAY_MS);
  const roll = unitRandom(index, 21);
  const refund: RefundState = roll < 0.8 ? 'false' : roll < 0.9 ? 'processing' : 'true';
  if (refund === 'false') return { paidAt, refund, refundRequestedAt: undefined, refundedAt: undefined };
  const sincePaid = now.getTime() - paidAt.getTime();
  const refundRequestedAt = new Date(paidAt.getTime() + unitRandom(index, 22) * Math.min(sincePaid, 14 * DAY_MS));
  const refundedAt = refund === 'true' ? new Date(refundRequestedAt.getTime() + unitRandom(index, 23) * (now.getTime() - refundRequestedAt.getTime())) : undefined;
  return { paidAt, refund, refundRequestedAt, refundedAt };
}

/** Accounts opened over the last 18 months (the demo accounts are 60 days old). */
const accountCreatedAt = (index: number, now: Date) => new Date(now.getTime() - (1 + unitRandom(index, 10) * 540) * DAY_MS);

/** `users/{id}` (no Auth account: the pages only read the records). */
export function scaleUser(index: number, now: Date): ScaleWrite {
  const { name, email } = person(index);
  const createdAt = accountCreatedAt(index, now);
  const payment = paymentFacts(index, now, createdAt);
  const isPaid = payment.refund !== 'true';
  return {
    path: paths.user(scaleIds.user(index)),
    data: valid(
      userSchema,
      aUser({
        name,
        email,
        phone: `+1 555 ${String(1000 + (index % 9000))}`,
        isPaid,
        premiumUntil: isPaid ? new Date(payment.paidAt.getTime() + PREMIUM_DURATION_DAYS * DAY_MS) : null,
        createdAt,
      }),
    ),
  };
}

/** `payments/{id}`: user `index`'s premium payment, in one of the three refund states. */
export function scalePayment(index: number, now: Date): ScaleWrite {
  const id = scaleIds.payment(index);
  const { name, email } = person(index);
  const { paidAt, refund, refundRequestedAt, refundedAt } = paymentFacts(index, now, accountCreatedAt(index, now));
  return {
    path: paths.payment(id),
    data: valid(
      paymentSchema,
      aPayment({
        uid: scaleIds.user(index),
        name,
        email,
        createdAt: paidAt,
        transactionId: id,
        refund,
        ...(refundRequestedAt ? { refundRequestedAt } : {}),
        ...(refundedAt ? { refundedAt, refundId: `re_${id}` } : {}),
      }),
    ),
  };
}

/** `quizzes/{id}`: a summary (no questions: the pages measured show summaries only). */
export function scaleQuiz(index: number, now: Date, submissionCount: number): ScaleWrite {
  const topic = pick(TOPICS, index, 30);
  const level = pick(LEVELS, index, 31);
  const quizName = `${topic.name} ${level} ${String(1 + Math.floor(index / 10))}`;
  const questionCount = index === 0 ? RESULTS_QUIZ_QUESTIONS : between(5, 25, index, 32);
  return {
    path: paths.quiz(scaleIds.quiz(index)),
    data: valid(
      quizSummarySchema,
      // Published (aQuiz's default), so the catalogue pages measured list them.
      aQuiz({
        quizName,
        image: topic.image,
        description: `${String(questionCount)} questions on ${topic.name.toLowerCase()}, from the ${level.toLowerCase()} up. How far can you get?`,
        // The results quiz is free, like most quizzes people take.
        quizType: index !== 0 && unitRandom(index, 33) < 0.25 ? 'paid' : 'free',
        resultType: pick(RESULT_TYPES, index, 34),
        timeType: pick(TIME_TYPES, index, 35),
        retakeCount: between(0, 3, index, 36),
        allQTime: between(5, 30, index, 37),
        questionCount,
        submissionCount,
        createdBy: demoAccounts.admin.uid,
        // Older than the demo quizzes (the last 6 days), so the demo catalogue stays on top.
        createdAt: new Date(now.getTime() - (7 + unitRandom(index, 38) * 365) * DAY_MS),
      }),
    ),
  };
}

/** `quizzes/{results quiz}/submissions/{id}`: user `index`'s result, marks spread over 0-100. */
export function scaleSubmission(index: number, now: Date): ScaleWrite {
  const { name, email } = person(index);
  // The sum of two rolls: most people score in the middle, a few 0 or 100.
  const correct = Math.round(((unitRandom(index, 40) + unitRandom(index, 41)) / 2) * RESULTS_QUIZ_QUESTIONS);
  const points = correct * POINTS_PER_QUESTION;
  const marks = marksFor(points, RESULTS_QUIZ_QUESTIONS);
  const submittedAt = new Date(now.getTime() - unitRandom(index, 42) * 300 * DAY_MS);
  return {
    path: `${paths.submissions(RESULTS_QUIZ_ID)}/${scaleIds.submission(index)}`,
    data: valid(
      submissionSchema,
      aSubmission({
        userId: scaleIds.user(index),
        userName: name,
        userEmail: email,
        marks,
        points,
        grade: gradeFor(marks),
        startedAt: new Date(submittedAt.getTime() - between(2, 20, index, 43) * MINUTE_MS),
        submittedAt,
      }),
    ),
  };
}

/** The results quiz's counter shards for `total` submissions, spread evenly. */
export function submissionCounterShards(total: number): ScaleWrite[] {
  return Array.from({ length: SUBMISSION_COUNTER_SHARDS }, (_, shard) => ({
    path: `${paths.quiz(RESULTS_QUIZ_ID)}/${SUBMISSION_COUNTERS}/${String(shard)}`,
    data: { count: Math.floor(total / SUBMISSION_COUNTER_SHARDS) + (shard < total % SUBMISSION_COUNTER_SHARDS ? 1 : 0) },
  }));
}

/** Whether question `question` of the results quiz was right in result `index` (as likely as that result's share of right answers). */
function answeredRight(index: number, question: number): boolean {
  const correct = Math.round(((unitRandom(index, 40) + unitRandom(index, 41)) / 2) * RESULTS_QUIZ_QUESTIONS);
  return unitRandom(index, 60 + question) < correct / RESULTS_QUIZ_QUESTIONS;
}

const resultsQuestionId = (question: number) => `q${String(question + 1).padStart(2, '0')}`;
/** The results quiz's right option of each question: 1 to 4. */
const rightOption = (question: number) => 1 + (question % 4);

/** The results quiz's questions and answer key, so its item analysis has questions to show. */
export function* resultsQuizQuestions(): Generator<ScaleWrite> {
  const answers: Record<string, number[]> = {};
  for (let question = 0; question < RESULTS_QUIZ_QUESTIONS; question += 1) {
    answers[resultsQuestionId(question)] = [rightOption(question)];
    yield {
      path: paths.question(RESULTS_QUIZ_ID, resultsQuestionId(question)),
      data: valid(questionSchema, {
        question: `Scale question ${String(question + 1)}: which option is the right one?`,
        options: [1, 2, 3, 4].map((id) => ({ id, option: `Option ${String(id)} of question ${String(question + 1)}` })),
        order: question,
        quizType: 'free',
      }),
    };
  }
  yield { path: paths.answerKey(RESULTS_QUIZ_ID), data: { answers } };
}

/**
 * The results quiz's item statistics for its first `total` results, in ITEM_STATS_SHARDS shards
 * (result `index` in shard index % 10), as the scoring transaction would have added them up.
 * Rewritten whole at each N (ten documents).
 */
export function itemStatsShards(total: number): ScaleWrite[] {
  const shards = Array.from({ length: ITEM_STATS_SHARDS }, () => [] as ItemStatsDelta[]);
  for (let index = 0; index < total; index += 1) {
    const answers: Record<string, number[]> = {};
    const key: Record<string, number[]> = {};
    for (let question = 0; question < RESULTS_QUIZ_QUESTIONS; question += 1) {
      const id = resultsQuestionId(question);
      key[id] = [rightOption(question)];
      answers[id] = answeredRight(index, question) ? [rightOption(question)] : [1 + ((rightOption(question) + Math.floor(unitRandom(index, 90 + question) * 3)) % 4)];
    }
    const questionIds = Object.keys(key);
    const marks = scoreAnswers(questionIds, key, answers).marks;
    const timeSpentMs = Object.fromEntries(questionIds.map((id, question) => [id, 4000 + Math.floor(unitRandom(index, 120 + question) * 40_000)]));
    shards[index % ITEM_STATS_SHARDS]?.push(itemStatsDelta({ questionIds, answerKey: key, optionIds: {}, answers, mode: 'exact', marks, timeSpentMs }));
  }
  return shards.map((deltas, shard) => ({ path: paths.itemStatsShard(RESULTS_QUIZ_ID, shard), data: valid(itemStatsShardSchema, mergeItemStats(deltas)) }));
}

/** User `index`'s best at the results quiz: their one result (the leaderboard's entry). */
export function scaleBest(index: number, now: Date): ScaleWrite {
  const submission = scaleSubmission(index, now).data as Submission;
  return {
    path: paths.best(RESULTS_QUIZ_ID, scaleIds.user(index)),
    data: valid(quizBestSchema, {
      userId: scaleIds.user(index),
      userName: submission.userName,
      quizId: RESULTS_QUIZ_ID,
      quizName: 'Scale results quiz',
      marks: submission.marks,
      grade: submission.grade,
      durationMs: Math.round((submission.submittedAt.getTime() - submission.startedAt.getTime()) / 1000) * 1000,
      submissionId: scaleIds.submission(index),
      attempt: 1,
      submittedAt: submission.submittedAt,
      attempts: 1,
      hidden: unitRandom(index, 44) < 0.05,
    }),
  };
}

/** Admins who took the audit log's actions: the demo admin most often, two made-up colleagues too. */
const AUDIT_ACTORS = [
  { uid: demoAccounts.admin.uid, email: demoAccounts.admin.email, name: demoAccounts.admin.name },
  { uid: `${SCALE_ID_PREFIX}admin-1`, email: 'lena.ops@example.com', name: 'Lena Ops' },
  { uid: `${SCALE_ID_PREFIX}admin-2`, email: 'omar.support@example.com', name: 'Omar Support' },
] as const;

const money = (cents: number) => `${(cents / 100).toFixed(2)} ${PREMIUM_CURRENCY.toUpperCase()}`;

/**
 * `auditLog/{id}`: the admins' action `index`, over the last year, on the scale users, payments
 * and quizzes (a refund, a role change, a user edit, a quiz edit or publication), with the values
 * before and after as the functions record them (docs/decisions/0021-audit-log.md, "Audit log").
 */
export function scaleAuditEntry(index: number, now: Date): ScaleWrite {
  const actor = unitRandom(index, 80) < 0.6 ? AUDIT_ACTORS[0] : pick(AUDIT_ACTORS, index, 81);
  const at = new Date(now.getTime() - (1 + unitRandom(index, 82) * 364) * DAY_MS);
  const { email } = person(index);
  const quizIndex = 1 + (index % 9);
  const quiz = { kind: 'quiz' as const, id: scaleIds.quiz(quizIndex), label: String(scaleQuiz(quizIndex, now, 0).data.quizName) };
  const roll = unitRandom(index, 83);
  const change =
    roll < 0.3
      ? { action: 'refund' as const, target: { kind: 'payment' as const, id: scaleIds.payment(index), label: `${email}, ${money(PREMIUM_PRICE_CENTS)}` }, before: { refund: 'processing' }, after: { refund: 'true', amount: PREMIUM_PRICE_CENTS, currency: PREMIUM_CURRENCY } }
      : roll < 0.45
        ? { action: 'role-change' as const, target: { kind: 'user' as const, id: scaleIds.user(index), label: email }, before: { admin: false }, after: { admin: true } }
        : roll < 0.7
          ? { action: 'user-edit' as const, target: { kind: 'user' as const, id: scaleIds.user(index), label: email }, before: { phone: '' }, after: { phone: `+1 555 ${String(1000 + (index % 9000))}` } }
          : roll < 0.9
            ? { action: 'quiz-edit' as const, target: quiz, before: { allQTime: 10 }, after: { allQTime: between(11, 30, index, 84) } }
            : { action: 'quiz-publish' as const, target: quiz, before: { published: false }, after: { published: true } };
  return {
    path: paths.auditEntry(scaleIds.auditEntry(index)),
    data: valid(auditEntrySchema, { actorUid: actor.uid, actorEmail: actor.email, actorName: actor.name, at, ...change }),
  };
}

/** The premium demo player's results: a quarter as many as N, over quizzes 1 to 9, so My Results has many pages. */
export const PREMIUM_RESULTS_PER_N = 4;
const PREMIUM_QUIZZES = 9;

/** The premium player's result `index`: at quiz 1 + index % 9, attempt 1 + index / 9. */
export function premiumResult(index: number, now: Date): ScaleWrite {
  const { uid, name, email } = demoAccounts.premium;
  const quiz = 1 + (index % PREMIUM_QUIZZES);
  const marks = 5 * Math.floor(unitRandom(index, 70) * 21);
  const submittedAt = new Date(now.getTime() - (index + 1) * 60 * MINUTE_MS);
  return {
    path: `${paths.submissions(scaleIds.quiz(quiz))}/${SCALE_ID_PREFIX}ps-${pad(index)}`,
    data: valid(submissionSchema, {
      userId: uid,
      userName: name,
      userEmail: email,
      marks,
      points: marks / 5,
      grade: gradeFor(marks),
      paid: false,
      attempt: 1 + Math.floor(index / PREMIUM_QUIZZES),
      quizName: `Scale quiz ${String(quiz)}`,
      startedAt: new Date(submittedAt.getTime() - 5 * MINUTE_MS),
      submittedAt,
    }),
  };
}

/** The premium player's bests: one per quiz they took (rewritten at each N with the attempt count), and one at the results quiz. */
export function premiumBests(total: number, now: Date): ScaleWrite[] {
  const { uid, name } = demoAccounts.premium;
  const quizzes = Array.from({ length: Math.min(PREMIUM_QUIZZES, total) }, (_unused, offset) => offset + 1);
  const bests = quizzes.map((quiz) => {
    const attempts = Math.floor((total - quiz) / PREMIUM_QUIZZES) + 1;
    return { quizId: scaleIds.quiz(quiz), quizName: `Scale quiz ${String(quiz)}`, marks: 60, attempts };
  });
  bests.push({ quizId: RESULTS_QUIZ_ID, quizName: 'Scale results quiz', marks: 55, attempts: 1 });
  return bests.map(({ quizId, quizName, marks, attempts }) => ({
    path: paths.best(quizId, uid),
    data: valid(quizBestSchema, {
      userId: uid,
      userName: name,
      quizId,
      quizName,
      marks,
      grade: gradeFor(marks),
      durationMs: 300_000,
      submissionId: `${SCALE_ID_PREFIX}best-${quizId}`,
      attempt: 1,
      submittedAt: new Date(now.getTime() - DAY_MS),
      attempts,
      hidden: false,
    }),
  }));
}

/**
 * Every write that grows the data from `from` to `to` (N): users, payments, results and their
 * leaderboard entries, audit log entries [from, to), the premium player's results [from/4, to/4), quizzes
 * [from/10, to/10), then the results quiz again with its count, item statistics and questions at
 * `to`, and the premium player's bests.
 */
export function* scaleWrites(from: number, to: number, now: Date): Generator<ScaleWrite> {
  for (let index = from; index < to; index += 1) {
    yield scaleUser(index, now);
    yield scalePayment(index, now);
    yield scaleSubmission(index, now);
    yield scaleBest(index, now);
    yield scaleAuditEntry(index, now);
  }
  for (let index = Math.ceil(from / PREMIUM_RESULTS_PER_N); index < to / PREMIUM_RESULTS_PER_N; index += 1) yield premiumResult(index, now);
  for (let index = Math.ceil(from / QUIZZES_PER_N); index < to / QUIZZES_PER_N; index += 1) {
    if (index !== 0) yield scaleQuiz(index, now, 0);
  }
  const resultsQuiz = scaleQuiz(0, now, to);
  yield { ...resultsQuiz, data: { ...resultsQuiz.data, leaderboard: true } };
  yield* submissionCounterShards(to);
  yield* itemStatsShards(to);
  if (from === 0) yield* resultsQuizQuestions();
  yield* premiumBests(Math.ceil(to / PREMIUM_RESULTS_PER_N), now);
}

/** Firestore's limit of writes per batch; batches are committed one after the other. */
const BATCH_SIZE = 500;

/**
 * Writes the data for N = `to` on top of N = `from`, in sequential batches of 500 (no BulkWriter:
 * its parallel writes make the Firestore emulator's listeners fall behind).
 */
export async function seedScaleData(firestore: Firestore, from: number, to: number, now: Date, isAborted: () => boolean = () => false): Promise<number> {
  let written = 0;
  let batch = firestore.batch();
  let inBatch = 0;
  for (const { path, data } of scaleWrites(from, to, now)) {
    batch.set(firestore.doc(path), data);
    inBatch += 1;
    if (inBatch === BATCH_SIZE) {
      if (isAborted()) return written;
      await batch.commit();
      written += inBatch;
      batch = firestore.batch();
      inBatch = 0;
    }
  }
  if (inBatch > 0 && !isAborted()) {
    await batch.commit();
    written += inBatch;
  }
  // The payments were written directly: the dashboard's payment figures are recounted to match.
  if (!isAborted()) await recountPaymentStats(firestore, dataRefs(firestore));
  return written;
}

/** Deletes every document a query finds, 500 at a time (ids only), until it finds none. */
async function deleteAll(firestore: Firestore, query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.limit(BATCH_SIZE).select().get();
    if (page.empty) return deleted;
    const batch = firestore.batch();
    for (const document of page.docs) batch.delete(document.ref);
    await batch.commit();
    deleted += page.size;
  }
}

/**
 * Removes all scale data, this run's or an interrupted one's: first what lies under the scale
 * quizzes (collection groups, by path range), then the quizzes, users and payments (by id range).
 */
export async function removeScaleData(firestore: Firestore): Promise<number> {
  const id = FieldPath.documentId();
  let deleted = 0;
  for (const name of QUIZ_SUBCOLLECTIONS) {
    const start = firestore.doc(paths.quiz(SCALE_ID_PREFIX));
    const end = firestore.doc(paths.quiz(ID_RANGE_END));
    deleted += await deleteAll(firestore, firestore.collectionGroup(name).where(id, '>=', start).where(id, '<', end).orderBy(id));
  }
  for (const name of [collections.quizzes, collections.users, collections.payments, collections.auditLog]) {
    deleted += await deleteAll(firestore, firestore.collection(name).where(id, '>=', SCALE_ID_PREFIX).where(id, '<', ID_RANGE_END).orderBy(id));
  }
  await recountPaymentStats(firestore, dataRefs(firestore));
  return deleted;
}
