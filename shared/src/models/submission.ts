import { z } from 'zod/mini';
import { storedDate } from './stored-date';

/**
 * `quizzes/{quizId}/submissions/{submissionId}`: one scored attempt, written only by the server.
 * Readable by its owner (`userId`) and admins.
 */
export const submissionSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  userName: z.string(),
  userEmail: z.string(),
  /** Percent of the possible points, 0–100. */
  marks: z.number().check(z.minimum(0), z.maximum(100)),
  /** Points earned; fractional under the partial scoring modes (two decimals). */
  points: z.number().check(z.minimum(0)),
  grade: z.string().check(z.minLength(1)),
  /** Whether the quiz was a paid one when it was taken. */
  paid: z.boolean(),
  /** 1 for the first attempt; at most 1 + the quiz's retakeCount. */
  attempt: z.int().check(z.minimum(1)),
  /** The quiz's version the attempt was taken and scored against (absent on results from before versions). */
  quizVersion: z.optional(z.int().check(z.minimum(1))),
  /** The quiz's name when the attempt started (absent on results from before it was kept). */
  quizName: z.optional(z.string()),
  /** The certificate the attempt earned, if it reached the quiz's pass mark. */
  certificateId: z.optional(z.string()),
  startedAt: storedDate,
  submittedAt: storedDate,
});
export type Submission = z.output<typeof submissionSchema>;
