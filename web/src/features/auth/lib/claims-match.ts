import { isPremiumActive } from '@quizmaster/shared/premium';
import type { UserRecord } from '@quizmaster/shared/models/user';

type RoleRecord = Pick<UserRecord, 'role' | 'premiumUntil'>;

/**
 * Whether the ID token's claims say what the user's record says: the same admin role, and the
 * same premium (on or off, with the same end). The server writes the record, then the claims; a
 * token that disagrees is stale and needs a refresh so the guards and the rules see the change.
 */
export function claimsMatchRecord(claims: Record<string, unknown>, record: RoleRecord, now = new Date()): boolean {
  if ((claims.admin === true) !== (record.role === 'admin')) return false;
  const claimedUntil = typeof claims.premiumUntil === 'number' ? claims.premiumUntil : null;
  const tokenPremium = claims.premium === true && claimedUntil !== null && claimedUntil * 1000 > now.getTime();
  const recordPremium = isPremiumActive(record.premiumUntil, now);
  if (tokenPremium !== recordPremium) return false;
  return !recordPremium || claimedUntil === Math.floor((record.premiumUntil?.getTime() ?? 0) / 1000);
}
