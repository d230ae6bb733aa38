import { z } from 'zod';
import { MIN_NAME_LENGTH, MIN_PHONE_LENGTH, PROFILE_LIMITS } from './constants';
import { messages, nameTooLongMessage } from './form-messages';
import { profileFields, type ProfileInput } from './profile-form';

export { MIN_NAME_LENGTH, MIN_PHONE_LENGTH, PROFILE_LIMITS, messages, nameTooLongMessage };

/**
 * Form rules of SPEC.md section 5 with its exact messages, used by the web forms (through the
 * react-hook-form resolver) and by the API. Each field reports its checks in order, so an
 * empty field says 'Required' before anything else.
 */

/**
 * Real addresses: dots, plus signs and other RFC 5322 local-part characters, sub-domains and
 * long top-level domains (DESIGN.md improvement 6; the spec's pattern refused many of them).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const MIN_PASSWORD_LENGTH = 6;

/**
 * A name from elsewhere (a Google or Facebook account's display name) made storable: trimmed,
 * and cut to the longest name without splitting a character.
 */
export function fitName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= PROFILE_LIMITS.name.max) return trimmed;
  let end = PROFILE_LIMITS.name.max;
  // Do not keep half of a surrogate pair (an emoji, say).
  const lastKept = trimmed.charCodeAt(end - 1);
  if (lastKept >= 0xd800 && lastKept <= 0xdbff) end -= 1;
  return trimmed.slice(0, end).trim();
}

export const emailSchema = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .regex(EMAIL_PATTERN, messages.emailInvalid);

export const passwordSchema = z
  .string()
  .min(1, messages.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, messages.passwordTooShort)
  .regex(/[A-Z]/, messages.passwordNeedsUppercase);

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, messages.nameRequired)
    .min(MIN_NAME_LENGTH, messages.nameTooShort)
    .max(PROFILE_LIMITS.name.max, nameTooLongMessage),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;


/**
 * The profile form (SPEC.md section 5): name and phone, with the spec's messages. Its fields are
 * the zod/mini ones the web form checks with (./profile-form.ts), so the two cannot drift apart.
 */
export const profileSchema = z.object(profileFields);
export type { ProfileInput };

/**
 * Hosts a user's photo may come from: Google's profile photos (Google sign-in sets them). Any
 * other address would be loaded by every admin who opens the user, telling its host who looked
 * and when (a tracking pixel), so it is not stored. firestore.rules checks the same pattern on
 * profile edits; keep the two in step (the rules tests take their cases from here).
 */
export const TRUSTED_PHOTO_URL_PATTERN = /^https:\/\/lh[0-9]+\.googleusercontent\.com\/[^\s]*$/;

/** Whether a photo URL may be stored and shown: empty, or https from a trusted host. */
export function isTrustedPhotoUrl(url: string): boolean {
  return url === '' || (url.length <= PROFILE_LIMITS.photoURL.max && TRUSTED_PHOTO_URL_PATTERN.test(url));
}
