import { getAuth } from 'firebase-admin/auth';
import { disputeAllowsPremium } from '@quizmaster/shared/models/payment';
import { isPremiumActive, premiumUntilFor } from '@quizmaster/shared/premium';
import { refs, runTransaction } from '../firebase';

/**
 * Recomputes a user's premium from their payments (a year per payment not refunded) and mirrors
 * it in the user record (`isPaid`, `premiumUntil`) and the custom claims (`premium`, `premiumUntil`
 * in epoch seconds, which the API reads from the account on each call). Idempotent: replays,
 * webhooks and refunds may call it any number of times, in any order.
 */
export async function syncPremium(uid: string): Promise<Date | null> {
  const premiumUntil = await runTransaction(async (transaction) => {
    const payments = await transaction.get(refs.payments().where('uid', '==', uid));
    // A disputed payment (a chargeback not won) buys nothing, like a refunded one.
    const counted = payments.docs.map((payment) => payment.data()).filter((payment) => disputeAllowsPremium(payment.dispute));
    const until = premiumUntilFor(counted.map((payment) => ({ paidAt: payment.createdAt, refund: payment.refund })));
    const record = await transaction.get(refs.user(uid));
    if (record.exists) transaction.update(refs.user(uid), { isPaid: isPremiumActive(until), premiumUntil: until });
    return until;
  });
  await syncPremiumClaims(uid, premiumUntil);
  return premiumUntil;
}

const claimsFor = (claims: Record<string, unknown>, until: Date | null) => {
  const { premium: _premium, premiumUntil: _until, ...others } = claims;
  return isPremiumActive(until) && until ? { ...others, premium: true, premiumUntil: Math.floor(until.getTime() / 1000) } : others;
};

/**
 * Sets the claims, then checks that the record still says the same: two syncs racing could
 * otherwise leave the claims of the older one. A few rounds always converge.
 */
async function syncPremiumClaims(uid: string, computed: Date | null): Promise<void> {
  const auth = getAuth();
  let until = computed;
  for (let round = 0; round < 3; round += 1) {
    const account = await auth.getUser(uid).catch(() => null);
    if (!account) return;
    await auth.setCustomUserClaims(uid, claimsFor(account.customClaims ?? {}, until));
    const latest = (await refs.user(uid).get()).data();
    const recorded = latest ? latest.premiumUntil : until;
    if ((recorded?.getTime() ?? null) === (until?.getTime() ?? null)) return;
    until = recorded;
  }
}
