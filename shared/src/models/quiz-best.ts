import { z } from 'zod/mini';
import { storedDate } from './stored-date';

/**
 * `quizzes/{quizId}/bests/{uid}`: a player's best submission at a quiz, kept by the server in the
 * scoring transaction. It is both the player's leaderboard entry (ranked by marks, then by time
 * taken: `durationMs`) and My Results' "best grade per quiz" (a collection-group query by
 * `userId`). `hidden` copies the player's profile choice to stay off leaderboards.
 */
export const quizBestSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  userName: z.string(),
  quizId: z.string().check(z.minLength(1)),
  quizName: z.string(),
  marks: z.number().check(z.minimum(0), z.maximum(100)),
  grade: z.string().check(z.minLength(1)),
  /** submittedAt − startedAt of the best attempt, in milliseconds: the tie-breaker (less is better). */
  durationMs: z.int().check(z.minimum(0)),
  submissionId: z.string().check(z.minLength(1)),
  attempt: z.int().check(z.minimum(1)),
  submittedAt: storedDate,
  /** How many attempts the player has submitted at this quiz. */
  attempts: z.int().check(z.minimum(1)),
  hidden: z.boolean(),
});
export type QuizBest = z.output<typeof quizBestSchema>;
