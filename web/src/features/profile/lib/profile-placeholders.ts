/** Shown instead of a value that was never filled in. */
export const PROFILE_PLACEHOLDERS = {
  name: 'Your name is not set yet',
  phone: 'No phone number added yet',
} as const;

/**
 * SPEC.md section 2: the read-only profile shows fixed placeholder text beside the real values.
 * The spec does not quote it; this stands where a player's own bio would go, the same for all.
 */
export const PROFILE_ABOUT_TEXT =
  'Quiz lover and lifelong learner: every quiz is a chance to learn something new and beat my best grade.';
