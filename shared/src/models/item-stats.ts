import { z } from 'zod/mini';

/**
 * How many shards hold a quiz's item statistics. Each submission adds to one shard picked at
 * random (as the submission counter does), so many players submitting at once do not queue on one
 * document, and the report reads at most this many documents whatever the number of submissions.
 */
export const ITEM_STATS_SHARDS = 10;

const count = z.int().check(z.minimum(0));

/**
 * One question's running sums in one shard. Scores are in hundredths of a point (integers), so
 * every sum is exact (Firestore's increments of integers are), and the point-biserial correlation
 * comes from them (shared/src/item-analysis.ts):
 * - `n`: submissions that had this question; `correct`: of them, answered exactly right;
 * - `restSum`, `restSquares`, `correctRestSum`: Σy, Σy² and Σ(x·y), where y is the rest score
 *   (the attempt's points without this question's) and x is 1 when right;
 * - `blank`: left unanswered; `options`: how often each option id was ticked;
 * - `timeMs`, `timed`: time spent on it (measured by the server between a player's moves) and how
 *   many submissions measured any.
 */
export const itemSumsSchema = z.object({
  n: count,
  correct: count,
  restSum: count,
  restSquares: count,
  correctRestSum: count,
  blank: count,
  /** Absent until an option of the question is ticked in this shard. */
  options: z.optional(z.record(z.string(), count)),
  timeMs: count,
  timed: count,
  /** Typed questions: tallies of where answers went wrong, keys from a set the question bounds (question-types/analysis.ts). */
  parts: z.optional(z.record(z.string(), count)),
});
export type ItemSums = z.output<typeof itemSumsSchema>;

/**
 * `quizzes/{quizId}/itemStats/{0..ITEM_STATS_SHARDS-1}`: one shard of a quiz's item statistics,
 * changed only by the server, in the transaction that records the submission it counts.
 */
export const itemStatsShardSchema = z.object({
  submissions: count,
  /** Σ marks (hundredths of a percent) of the submissions counted here. */
  marksSum: count,
  questions: z.record(z.string(), itemSumsSchema),
});
export type ItemStatsShard = z.output<typeof itemStatsShardSchema>;
