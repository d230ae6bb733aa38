import { z } from 'zod/mini';

/**
 * How many shards hold a quiz's submission count. Each submission adds 1 to one shard picked at
 * random, so submissions of one quiz spread their writes over this many documents instead of
 * queueing on one (Firestore sustains about one write per second per document). Raising it later
 * is safe (new shards start empty and the total is a sum); lowering it would drop counts.
 */
export const SUBMISSION_COUNTER_SHARDS = 10;

/**
 * `quizzes/{quizId}/submissionCounters/{0..SUBMISSION_COUNTER_SHARDS-1}`: one shard of the quiz's
 * exact submission count. Written only by the server, in the same transaction as the submission
 * it counts; the quiz's `submissionCount` is the (eventually equal) copy that readers see.
 */
export const submissionCounterShardSchema = z.object({
  count: z.int().check(z.minimum(0)),
});
export type SubmissionCounterShard = z.output<typeof submissionCounterShardSchema>;
