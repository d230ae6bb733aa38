import { z } from 'zod/mini';
import { PROFILE_LIMITS } from './constants';
import { messages, nameTooLongMessage, textTooLongMessage } from './form-messages';

/**
 * The profile's checks in zod/mini (a few KiB in the browser, where classic zod is 25): the web
 * profile forms use them directly, and the API through ./validation.ts' `profileSchema`, which is
 * made of these very fields. Each field reports its checks in order, so an empty field says
 * 'Required' before anything else.
 */
export const profileFields = {
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.nameRequired),
      z.minLength(PROFILE_LIMITS.name.min, messages.profileNameTooShort),
      z.maxLength(PROFILE_LIMITS.name.max, nameTooLongMessage),
    ),
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.phoneRequired),
      z.minLength(PROFILE_LIMITS.phone.min, messages.phoneTooShort),
      z.maxLength(PROFILE_LIMITS.phone.max),
    ),
};

/** The profile form (SPEC.md section 5): name and phone, with the spec's messages. */
export const profileFormSchema = z.object(profileFields);
export type ProfileInput = z.output<typeof profileFormSchema>;

/** The profile's free-text fields, which the owner saves straight to their record. */
export type ProfileTextField = 'address' | 'education';

/** A profile sub-page's text (address, education): trimmed, at most the rules' length (PROFILE_LIMITS). */
export const profileTextSchema = (field: ProfileTextField) =>
  z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS[field].max, textTooLongMessage(PROFILE_LIMITS[field].max)));
