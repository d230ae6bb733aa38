import { z } from 'zod/mini';
import { ACCOMMODATION_LIMITS } from './accommodation-limits';

export { ACCOMMODATION_LIMITS };

/**
 * PUT /users/{userId}/accommodation's body, and the form on a user's details page (which loads
 * it when the admin first focuses the form). zod/mini: two numbers need none of classic zod's
 * methods.
 */
export const accommodationInputSchema = z.object({
  timeMultiplier: z.number('Expected a number such as 1.5').check(
    z.minimum(ACCOMMODATION_LIMITS.timeMultiplier.min, 'At least 1 (no extra time)'),
    z.maximum(ACCOMMODATION_LIMITS.timeMultiplier.max, `At most ${String(ACCOMMODATION_LIMITS.timeMultiplier.max)}`),
    // Hundredths are enough (1.25x) and keep deadlines free of float noise.
    z.refine((value) => Math.round(value * 100) === value * 100, 'Use at most two decimals'),
  ),
  extraAttempts: z.number('Expected a whole number').check(
    z.int('Use a whole number'),
    z.minimum(0, 'At least 0'),
    z.maximum(ACCOMMODATION_LIMITS.extraAttempts.max, `At most ${String(ACCOMMODATION_LIMITS.extraAttempts.max)}`),
  ),
});
export type AccommodationInput = z.output<typeof accommodationInputSchema>;
