/**
 * The bounds of an accommodation: up to 4x the time and 20 extra attempts per quiz. Apart from
 * the schema (accommodations.ts), so the form's page shows them without loading zod.
 */
export const ACCOMMODATION_LIMITS = { timeMultiplier: { min: 1, max: 4 }, extraAttempts: { max: 20 } } as const;
