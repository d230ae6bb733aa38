import { z } from 'zod/mini';

/** The bounds of an accommodation: up to 4x the time and 20 extra attempts per quiz. */
export const ACCOMMODATION_LIMITS = { timeMultiplier: { min: 1, max: 4 }, extraAttempts: { max: 20 } } as const;

/**
 * PUT /users/{userId}/accommodation's body, and the form on a user's details page. zod/mini, so
 * the form's page does not carry classic zod's methods (about 15 KiB gzip) for two numbers.
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
