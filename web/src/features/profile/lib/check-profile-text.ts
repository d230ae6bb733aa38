import { profileTextSchema, type ProfileTextField } from '@quizmaster/shared/profile-form';

/**
 * The value of an address or education to save (trimmed), or the message that says why it cannot
 * be: the shared zod/mini check (at most the rules' length, PROFILE_LIMITS). The form imports this
 * module when the user starts typing or saving, so the page paints and takes input without zod.
 */
export function checkProfileText(field: ProfileTextField, text: string): { value: string; error: null } | { value: null; error: string } {
  const result = profileTextSchema(field).safeParse(text);
  return result.success ? { value: result.data, error: null } : { value: null, error: result.error.issues[0]?.message ?? 'Please check this field.' };
}
