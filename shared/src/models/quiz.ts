import { z } from 'zod/mini';
import { REVIEW_PARTS, REVIEW_TIMINGS } from '../review-policy';
import { SCORING_MODES } from '../scoring-modes';
import { ORDERING_CREDITS } from '../question-types/limits';
import { storedDate } from './stored-date';

/** Stored values of the quiz enums (DESIGN.md "Data"): exactly these strings, in Firestore and over the API. */
export const QUIZ_TYPES = ['free', 'paid'] as const;
export const RESULT_TYPES = ['quiz-wise', 'question-wise'] as const;
export const TIME_TYPES = ['per-quiz', 'per-question'] as const;

export const quizTypeSchema = z.enum(QUIZ_TYPES);
export type QuizType = z.infer<typeof quizTypeSchema>;

/** `quizzes/{quizId}`: the public summary every visitor may read. */
export const quizSummarySchema = z.object({
  quizName: z.string().check(z.minLength(1)),
  /**
   * `searchKey(quizName)` (shared/src/paging.ts): what Manage Quizzes' name search compares.
   * Optional on read: quizzes written before it existed parse, but a search finds them only once
   * backfilled (docs/decisions/0014-paged-lists-and-indexes.md, "Search keys").
   */
  quizNameLower: z.optional(z.string()),
  image: z.string(),
  description: z.string(),
  quizType: quizTypeSchema,
  resultType: z.enum(RESULT_TYPES),
  timeType: z.enum(TIME_TYPES),
  retakeCount: z.int().check(z.minimum(0)),
  /** Duration of the whole quiz in minutes (per-question timing shares it equally between the questions). */
  allQTime: z.number().check(z.positive()),
  questionCount: z.int().check(z.minimum(0)),
  /** How multi-answer questions earn points (shared/src/scoring-modes.ts); `exact` when absent. */
  scoringMode: z.optional(z.enum(SCORING_MODES)),
  /** How ordering questions earn points in the partial modes (ADR 0035); `exact` when absent. */
  orderingCredit: z.optional(z.enum(ORDERING_CREDITS)),
  /**
   * Goes up by one with every edit of the quiz or its questions (1 when absent). Each attempt and
   * submission records the version it was taken and scored against (docs/decisions/0015-quiz-versions-and-attempt-key-snapshot.md, "Quiz versions").
   */
  version: z.optional(z.int().check(z.minimum(1))),
  /** Attempts serve the questions in a random order (fixed per attempt). */
  shuffleQuestions: z.optional(z.boolean()),
  /** Attempts serve each question's options in a random order (fixed per attempt). */
  shuffleOptions: z.optional(z.boolean()),
  /** Each attempt draws this many questions at random from the pool (all of them when absent or null). */
  drawCount: z.optional(z.nullable(z.int().check(z.minimum(1)))),
  /** The pool is the questions tagged so (normalized), instead of all of them. */
  drawTag: z.optional(z.nullable(z.string())),
  /** Availability window, enforced by the server: no attempt starts before `opensAt` or after `closesAt`, and none runs past `closesAt`. */
  opensAt: z.optional(z.nullable(storedDate)),
  closesAt: z.optional(z.nullable(storedDate)),
  /** Review policy (shared/src/review-policy.ts): when a player may review an attempt, and what it shows. Absent: never. */
  reviewWhen: z.optional(z.enum(REVIEW_TIMINGS)),
  reviewShows: z.optional(z.array(z.enum(REVIEW_PARTS))),
  /**
   * When the after-close review started showing right answers or explanations (answersReleasedAt
   * in shared/src/review-policy.ts), recorded by the first edit after it: the quiz never takes
   * answers again, whatever its policy becomes (editQuiz refuses to reopen it).
   */
  answersReleasedAt: z.optional(z.nullable(storedDate)),
  /**
   * Whether players see the quiz: a new quiz is a draft (false) until an admin publishes it. The
   * rules and every player-facing query ask for `published == true`, so a quiz written before the
   * field existed is hidden too until `npm run backfill-search-fields` sets it (docs/ARCHITECTURE.md).
   */
  published: z.optional(z.boolean()),
  /** Marks (percent, 1–100) an attempt needs for a certificate; absent or null: no certificates. */
  passMark: z.optional(z.nullable(z.number().check(z.minimum(1), z.maximum(100)))),
  /** Whether players see the quiz's leaderboard (top 10 and their own rank). Absent: off. */
  leaderboard: z.optional(z.boolean()),
  /** When the quiz or its questions last changed (absent until the first edit). */
  updatedAt: z.optional(storedDate),
  submissionCount: z.int().check(z.minimum(0)),
  createdBy: z.string(),
  createdAt: storedDate,
});
export type QuizSummary = z.output<typeof quizSummarySchema>;

/** Whether players may see the quiz (absent counts as a draft, as in the rules: see `published`). */
export const isPublished = (quiz: Pick<QuizSummary, 'published'>): boolean => quiz.published === true;

/** The version of a stored quiz (quizzes written before versions existed are version 1). */
export const quizVersion = (quiz: Pick<QuizSummary, 'version'>): number => quiz.version ?? 1;
