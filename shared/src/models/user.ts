import { z } from 'zod/mini';
import { searchKey } from '../paging';
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
  /**
   * searchKey(name): what the Users table's name search compares. Written with every name
   * (userNameFields); optional on read, so records older than the search still parse.
   */
  nameLower: z.optional(z.string()),
  email: z.string(),
  phone: z.string(),
  photoURL: z.string(),
  role: z.enum(ROLES),
  isPaid: z.boolean(),
  premiumUntil: z.nullable(storedDate),
  createdAt: storedDate,
  // No length limits on read: the writers enforce PROFILE_LIMITS (the rules count characters,
  // JavaScript counts UTF-16 units, so an emoji-rich value the rules accepted would otherwise
  // fail here and take a whole list of users down with it).
  address: z.optional(z.string()),
  education: z.optional(z.string()),
  /** The player keeps their name off every quiz's leaderboard (set through the API, which hides their entries too). */
  hideFromLeaderboards: z.optional(z.boolean()),
});
export type UserRecord = z.output<typeof userSchema>;

/** A name as every writer stores it: with its search key, so the admins' name search finds it. */
export function userNameFields(name: string): { name: string; nameLower: string } {
  return { name, nameLower: searchKey(name) };
}

/**
 * The name a deleted account's results, attempts and certificates keep instead of theirs (its
 * e-mail becomes empty): see docs/decisions/0027-data-retention.md "Data retention".
 */
export const DELETED_USER_NAME = 'Deleted user';
