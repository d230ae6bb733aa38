import { PROFILE_LIMITS } from './constants';

/**
 * The forms' messages (SPEC.md section 5), without any schema library: the schemas of
 * ./validation.ts (classic zod: the API and the sign-in forms) and ./profile-form.ts (zod/mini:
 * the profile pages) say them, so the same check says the same words on both sides.
 */
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

/**
 * The longest name: one limit (PROFILE_LIMITS.name.max, which firestore.rules also checks) for
 * sign-up, the profile form and the API, so a name one accepts is never refused by another, and
 * the account's display name and the stored name can always be the same. The spec sets no
 * maximum, so this message is ours, in the form's own words.
 */
export const nameTooLongMessage = `At most ${String(PROFILE_LIMITS.name.max)} characters`;

/** A free-text field over its limit (PROFILE_LIMITS, restated by firestore.rules). */
export const textTooLongMessage = (max: number) => `At most ${String(max)} characters`;
