import { PROFILE_LIMITS } from './constants';
import { formMessages } from './messages';

/**
 * The forms' messages (SPEC.md section 5), without any schema library: the schemas of
 * ./validation.ts (classic zod: the API and the sign-in forms) and ./profile-form.ts (zod/mini:
 * the profile pages) say them, so the same check says the same words on both sides. Written in
 * ./messages.ts with the spec's other strings.
 */
export const messages = formMessages;

/**
 * The longest name: one limit (PROFILE_LIMITS.name.max, which firestore.rules also checks) for
 * sign-up, the profile form and the API, so a name one accepts is never refused by another, and
 * the account's display name and the stored name can always be the same. The spec sets no
 * maximum, so this message is ours, in the form's own words.
 */
export const nameTooLongMessage = `At most ${String(PROFILE_LIMITS.name.max)} characters`;

/** A free-text field over its limit (PROFILE_LIMITS, restated by firestore.rules). */
export const textTooLongMessage = (max: number) => `At most ${String(max)} characters`;
