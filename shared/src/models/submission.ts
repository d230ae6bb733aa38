import { z } from 'zod';
import { storedDate } from './stored-date';

/**
 * `quizzes/{quizId}/submissions/{submissionId}`: one scored attempt, written only by the server.
 * Readable by its owner (`userId`) and admins.
 */
export const submissionSchema = z.object({
  userId: z.string().min(1),
  userName: z.string(),
  userEmail: z.string(),
  /** Percent of the possible points, 0–100. */
  marks: z.number().min(0).max(100),
  points: z.number().int().min(0),
  grade: z.string().min(1),
  /** Whether the quiz was a paid one when it was taken. */
  paid: z.boolean(),
  /** 1 for the first attempt; at most 1 + the quiz's retakeCount. */
  attempt: z.number().int().min(1),
  startedAt: storedDate,
  submittedAt: storedDate,
});
export type Submission = z.output<typeof submissionSchema>;
