import { NO_ACCOMMODATION } from '@quizmaster/shared/models/accommodation';
import type { AccommodationInput } from '@quizmaster/shared/accommodations';
import type { Caller } from '../domain/caller';
import { notFound } from '../domain/errors';
import { refs, runTransaction } from '../firebase';
import { appendAudit } from './audit-log';

/** 404 unless a user record has this id. */
export async function requireUserRecord(uid: string): Promise<void> {
  if (!(await refs.user(uid).get()).exists) throw notFound(`No user has the id ${uid}.`);
}

/** A player's extra time and attempts (none when no admin set any). */
export async function accommodationOf(uid: string): Promise<AccommodationInput> {
  const stored = (await refs.accommodation(uid).get()).data();
  return stored ? { timeMultiplier: stored.timeMultiplier, extraAttempts: stored.extraAttempts } : { ...NO_ACCOMMODATION };
}

/**
 * Sets a player's accommodation with its audit entry in one transaction. Back to none (1x, 0)
 * deletes the document, so only accommodated players have one.
 */
export async function setAccommodation(caller: Caller, uid: string, input: AccommodationInput) {
  return runTransaction(async (transaction) => {
    const user = (await transaction.get(refs.user(uid))).data();
    if (!user) throw notFound(`No user has the id ${uid}.`);
    const stored = (await transaction.get(refs.accommodation(uid))).data();
    const before = stored ? { timeMultiplier: stored.timeMultiplier, extraAttempts: stored.extraAttempts } : { ...NO_ACCOMMODATION };
    if (before.timeMultiplier === input.timeMultiplier && before.extraAttempts === input.extraAttempts) return { accommodation: before, changed: false };
    const none = input.timeMultiplier === NO_ACCOMMODATION.timeMultiplier && input.extraAttempts === NO_ACCOMMODATION.extraAttempts;
    if (none) transaction.delete(refs.accommodation(uid));
    else transaction.set(refs.accommodation(uid), { ...input, updatedAt: new Date(), updatedBy: caller.uid });
    appendAudit(transaction, caller, 'accommodation', { kind: 'user', id: uid, label: user.email }, { before, after: { ...input } });
    return { accommodation: { ...input }, changed: true };
  });
}
