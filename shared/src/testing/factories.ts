/**
 * Test data: one typed factory per stored document, each returning the document as the functions
 * write it, with plain defaults and the caller's overrides on top. Tests, the seed and the benches
 * say only what matters to them (`aQuiz({ quizType: 'paid' })`), and a new required field on a
 * model is added here once instead of in every hand-built literal.
 *
 * Here, in shared, rather than in tests/: the seed and the benchmarks (scripts/) build the same
 * documents, and every workspace already depends on @quizmaster/shared. Nothing in web/ or
 * functions/ imports it, so it never reaches a bundle.
 */
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from '../constants';
import type { AnswerKey } from '../models/answer-key';
import type { Payment } from '../models/payment';
import type { Question } from '../models/question';
import type { QuizBest } from '../models/quiz-best';
import type { QuizSummary } from '../models/quiz';
import type { Submission } from '../models/submission';
import { userNameFields, type UserRecord } from '../models/user';
import { searchKey } from '../paging';

/**
 * A published free quiz of 5 minutes with no retake, no questions and no submissions yet, and the
 * name's search key (`quizNameLower`) as createQuiz stores it. Pass `questionCount` to match the
 * questions you write.
 */
export function aQuiz(overrides: Partial<QuizSummary> = {}): QuizSummary {
  const quizName = overrides.quizName ?? 'A test quiz';
  return {
    quizName,
    quizNameLower: searchKey(quizName),
    published: true,
    image: '/covers/science.svg',
    description: 'Made by a test.',
    quizType: 'free',
    resultType: 'quiz-wise',
    timeType: 'per-quiz',
    retakeCount: 0,
    allQTime: 5,
    questionCount: 0,
    submissionCount: 0,
    createdBy: 'test',
    createdAt: new Date(),
    ...overrides,
  } satisfies QuizSummary;
}

/** A question with the options 1–4 ("Option 1"…), first in its quiz. Its answer is in the quiz's answer key (anAnswerKey). */
export function aQuestion(overrides: Partial<Question> = {}): Question {
  return {
    question: 'Which one?',
    options: [1, 2, 3, 4].map((id) => ({ id, option: `Option ${String(id)}` })),
    order: 0,
    quizType: 'free',
    ...overrides,
  } satisfies Question;
}

/** The question id of the question at `index` in the quizzes the factories make: q1, q2, … */
export const questionIdAt = (index: number) => `q${String(index + 1)}`;

/** An answer key: the right option ids of each question, by question id (q1, q2, … in order). */
export function anAnswerKey(answers: readonly (readonly number[])[]): AnswerKey {
  return { answers: Object.fromEntries(answers.map((answer, index) => [questionIdAt(index), [...answer]])) } satisfies AnswerKey;
}

/** A player's record (no role, no premium) with the name's search key, as the first sign-in writes it. */
export function aUser(overrides: Partial<UserRecord> = {}): UserRecord {
  const name = overrides.name ?? 'Test Player';
  return {
    ...userNameFields(name),
    email: 'player@example.com',
    phone: '',
    photoURL: '',
    role: '',
    isPaid: false,
    premiumUntil: null,
    createdAt: new Date(),
    ...overrides,
  } satisfies UserRecord;
}

/** A premium payment (the price in cents, not refunded), as fulfilment records it. Its id is its `transactionId`. */
export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    uid: 'test-player',
    name: 'Test Player',
    email: 'player@example.com',
    createdAt: new Date(),
    transactionId: 'pi_test_0001',
    refund: 'false',
    amount: PREMIUM_PRICE_CENTS,
    currency: PREMIUM_CURRENCY,
    role: '',
    ...overrides,
  } satisfies Payment;
}

/** A first attempt's result: full marks, started a minute before it was submitted. */
export function aSubmission(overrides: Partial<Submission> = {}): Submission {
  const submittedAt = overrides.submittedAt ?? new Date();
  return {
    userId: 'test-player',
    userName: 'Test Player',
    userEmail: 'player@example.com',
    marks: 100,
    points: 5,
    grade: 'A+',
    paid: false,
    attempt: 1,
    startedAt: new Date(submittedAt.getTime() - 60_000),
    submittedAt,
    ...overrides,
  } satisfies Submission;
}

/** A player's best result on one quiz (the leaderboard's and My Results' row). */
export function aBest(overrides: Partial<QuizBest> = {}): QuizBest {
  return {
    userId: 'test-player',
    userName: 'Test Player',
    quizId: 'test-quiz',
    quizName: 'A test quiz',
    marks: 100,
    grade: 'A+',
    durationMs: 60_000,
    submissionId: 'test-submission',
    attempt: 1,
    submittedAt: new Date(),
    attempts: 1,
    hidden: false,
    ...overrides,
  } satisfies QuizBest;
}
