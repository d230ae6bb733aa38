import { z } from 'zod/mini';
import { storedDate } from './stored-date';

/**
 * `accommodations/{uid}`: what an admin grants one player (ADR 0018): more time on every
 * quiz (the duration, and so each question's share, times `timeMultiplier`) and attempts beyond
 * each quiz's limit. Written only by the functions, with an audit entry; read through the API.
 */
export const accommodationSchema = z.object({
  timeMultiplier: z.number().check(z.minimum(1), z.maximum(4)),
  extraAttempts: z.int().check(z.minimum(0), z.maximum(20)),
  updatedAt: storedDate,
  /** The admin who set it. */
  updatedBy: z.string(),
});
export type Accommodation = z.output<typeof accommodationSchema>;

/** A player without accommodations: the quiz's own time and attempts. */
export const NO_ACCOMMODATION = { timeMultiplier: 1, extraAttempts: 0 } as const;
