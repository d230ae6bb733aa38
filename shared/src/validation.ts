import { z } from 'zod';
import { MIN_NAME_LENGTH, MIN_PHONE_LENGTH, PROFILE_LIMITS } from './constants';

export { MIN_NAME_LENGTH, MIN_PHONE_LENGTH, PROFILE_LIMITS };

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

export const messages = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Provide a valid email',
  passwordRequired: 'Password is Required',
  passwordTooShort: 'Must be 6 character or longer',
  passwordNeedsUppercase: 'At least One Uppercase',
  nameRequired: 'Name is Required',
  nameTooShort: 'Must be 3 character or longer',
  profileNameTooShort: 'Minimum 3 Character',
  phoneRequired: 'Phone is Required',
  phoneTooShort: 'Minimum 5 character need',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/**
 * The longest name: one limit (PROFILE_LIMITS.name.max, which firestore.rules also checks) for
 * sign-up, the profile form and the API, so a name one accepts is never refused by another, and
 * the account's display name and the stored name can always be the same. The spec sets no
 * maximum, so this message is ours, in the form's own words.
 */
export const nameTooLongMessage = `At most ${String(PROFILE_LIMITS.name.max)} characters`;

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


/** The profile form (SPEC.md section 5): name and phone, with the spec's messages. */
export const profileSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, messages.nameRequired)
    .min(PROFILE_LIMITS.name.min, messages.profileNameTooShort)
    .max(PROFILE_LIMITS.name.max, nameTooLongMessage),
  phone: z
    .string()
    .trim()
    .min(1, messages.phoneRequired)
    .min(PROFILE_LIMITS.phone.min, messages.phoneTooShort)
    .max(PROFILE_LIMITS.phone.max),
});
export type ProfileInput = z.infer<typeof profileSchema>;

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
