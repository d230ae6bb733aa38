import { z } from 'zod/mini';
import { optionIdSchema } from './question';
import { SCORING_MODES } from '../scoring-modes';
import { ORDERING_CREDITS } from '../question-types/limits';
import { typedKeySchema, typedResponseSchema } from '../question-types/model';
import { RESULT_TYPES, TIME_TYPES } from './quiz';
import { storedDate } from './stored-date';

/** open: being taken; submitted: scored on submit; expired: closed at its deadline, scored with its saved answers. */
export const ATTEMPT_STATUSES = ['open', 'submitted', 'expired'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Chosen option ids by question id. */
export const answersSchema = z.record(
  z.string().check(z.minLength(1), z.maxLength(128)),
  z.array(optionIdSchema).check(z.maxLength(20)),
);
export type Answers = z.output<typeof answersSchema>;

/**
 * `quizzes/{quizId}/attempts/{uid}-{n}`: an attempt the server started, with the deadline it
 * enforces (DESIGN.md improvement 3) and the answers saved so far. Readable by its owner and
 * admins; written only by the server. The questions, timing and result type are fixed at the
 * start, so later edits of the quiz cannot change a running attempt.
 */
export const attemptSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  userName: z.string(),
  userEmail: z.string(),
  /** 1 for the first attempt; at most 1 + the quiz's retakeCount. */
  attempt: z.int().check(z.minimum(1)),
  status: z.enum(ATTEMPT_STATUSES),
  /** Whether the quiz was a paid one. */
  paid: z.boolean(),
  resultType: z.enum(RESULT_TYPES),
  timeType: z.enum(TIME_TYPES),
  questionIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  /** The quiz's version when the attempt started (absent on attempts from before versions). */
  quizVersion: z.optional(z.int().check(z.minimum(1))),
  /** Each question's option ids in the order this attempt shows them (absent: as stored). */
  optionOrder: z.optional(z.record(z.string(), z.array(optionIdSchema))),
  /**
   * Typed questions (ADR 0035): the ids of each ordering question's items, each matching
   * question's answers and a fill-in-the-blanks question's choices (blank id × 100 + choice id,
   * blankChoiceOrder) in the order this attempt shows them, shuffled at the start.
   */
  itemOrder: z.optional(z.record(z.string(), z.array(z.int()))),
  /** The quiz's scoring mode when the attempt started (absent: exact). */
  scoringMode: z.optional(z.enum(SCORING_MODES)),
  /** The quiz's ordering credit when the attempt started (absent: exact). */
  orderingCredit: z.optional(z.enum(ORDERING_CREDITS)),
  /** The quiz's name when the attempt started (what My Results, the leaderboard and a certificate show). */
  quizName: z.optional(z.string()),
  /** The quiz's pass mark when the attempt started: reaching it earns a certificate (absent or null: none). */
  passMark: z.optional(z.nullable(z.number().check(z.minimum(1), z.maximum(100)))),
  startedAt: storedDate,
  /**
   * The last time the server heard from the player in this attempt (start, a question served, an
   * answer saved): the time until the next answer is spent on that answer's question (`timeSpentMs`).
   */
  activityAt: z.optional(storedDate),
  /** Milliseconds spent on each question, as measured by the server between the player's moves. */
  timeSpentMs: z.optional(z.record(z.string(), z.int().check(z.minimum(0)))),
  /** After this (plus a short grace) a submission is refused and the attempt is scored as it stands. */
  deadlineAt: storedDate,
  /**
   * Per-question timing: the questions served so far (a prefix of questionIds), each with when
   * its own slice ends. The server serves one question at a time (POST /next-question), so a
   * question's time runs from when the player first saw it. Null for per-quiz timing.
   */
  questionDeadlines: z.nullable(z.array(storedDate)),
  /** Per-question timing: when each served question was served (absent on older attempts). */
  questionServedAt: z.optional(z.nullable(z.array(storedDate))),
  answers: answersSchema,
  /** Typed questions' responses saved so far, by question id (ADR 0035). */
  responses: z.optional(z.record(z.string(), typedResponseSchema)),
  /** Question-wise results: questions answered (and so locked), with whether they were right. */
  locked: z.record(z.string(), z.boolean()),
  submittedAt: z.nullable(storedDate),
  /**
   * The player reached the end (POST /finish-quiz): the attempt is scored and recorded, and its
   * score screen waits for the player's Submit (POST /submit-quiz sets it to false). Start-quiz
   * shows that screen again meanwhile. Absent on attempts submitted in one call, or from before.
   */
  awaitingSubmit: z.optional(z.boolean()),
});
export type Attempt = z.output<typeof attemptSchema>;

/**
 * `quizzes/{quizId}/attemptTallies/{uid}`: how many attempts the player has started here, so that
 * starting one reads this and the latest attempt (`{uid}-{started}`) instead of every slot.
 * Written only by the server, in the same transaction as the attempt it counts.
 */
export const attemptTallySchema = z.object({
  started: z.int().check(z.minimum(1)),
});
export type AttemptTally = z.output<typeof attemptTallySchema>;

/**
 * `quizzes/{quizId}/attemptKeys/{attemptId}`: what an attempt is scored against, copied from the
 * answer key and the questions when it starts. Edits of the quiz while it runs, or after, never
 * change its score (docs/decisions/0015-quiz-versions-and-attempt-key-snapshot.md, "Quiz versions"). Server-only: no client reads it.
 */
export const attemptKeySchema = z.object({
  /** The right option ids of each of the attempt's questions. */
  answers: z.record(z.string(), z.array(optionIdSchema)),
  /** Every option id of each of the attempt's questions (what a player may tick; partial scoring shares by it). */
  optionIds: z.record(z.string(), z.array(optionIdSchema)),
  /** The revision of each question the attempt was served (questionRevisionOf), so its review shows that content. Absent in keys from before revisions. */
  revisions: z.optional(z.record(z.string(), z.int().check(z.minimum(0)))),
  /** The typed questions' keys (ADR 0035), copied from the answer key at the start. */
  keys: z.optional(z.record(z.string(), typedKeySchema)),
});
export type AttemptKey = z.output<typeof attemptKeySchema>;
