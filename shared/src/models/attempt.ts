import { z } from 'zod';
import { storedDate } from './stored-date';

export const ATTEMPT_STATUSES = ['open', 'submitted'] as const;

/**
 * `quizzes/{quizId}/attempts/{attemptId}`: an attempt the server started, with the deadline it
 * enforces (DESIGN.md improvement 3). Readable by its owner and admins; written only by the server.
 */
export const attemptSchema = z.object({
  userId: z.string().min(1),
  /** 1 for the first attempt; at most 1 + the quiz's retakeCount. */
  attempt: z.number().int().min(1),
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: storedDate,
  /** After this (plus a short grace) a submission is refused or scored as of the deadline. */
  deadlineAt: storedDate,
  submittedAt: storedDate.nullable(),
});
export type Attempt = z.output<typeof attemptSchema>;
