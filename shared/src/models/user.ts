import { z } from 'zod';
import { PROFILE_LIMITS } from '../validation';
import { storedDate } from './stored-date';

export const ROLES = ['admin', ''] as const;

/** The only fields a client may change on its own user doc; everything else is the server's. */
export const PROFILE_FIELDS = ['name', 'phone', 'photoURL', 'address', 'education'] as const;

/**
 * `users/{uid}`: the server's record of an account. `role`, `isPaid` and `premiumUntil` mirror
 * the custom claims (the claims are the authority); the profile fields are the user's own.
 */
export const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  photoURL: z.string(),
  role: z.enum(ROLES),
  isPaid: z.boolean(),
  premiumUntil: storedDate.nullable(),
  createdAt: storedDate,
  address: z.string().max(PROFILE_LIMITS.address.max).optional(),
  education: z.string().max(PROFILE_LIMITS.education.max).optional(),
});
export type UserRecord = z.output<typeof userSchema>;
