/** Shown instead of a value that was never filled in (SPEC.md: fixed placeholder text). */
export const PROFILE_PLACEHOLDERS = {
  name: 'Your name is not set yet',
  phone: 'No phone number added yet',
} as const;
