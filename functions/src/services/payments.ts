import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import type Stripe from 'stripe';
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS, PREMIUM_PRODUCT } from '@quizmaster/shared/constants';
import type { Payment, RefundState } from '@quizmaster/shared/models/payment';
import { decideRefundTransition, type RefundActor } from '@quizmaster/shared/refunds';
import type { Caller } from '../api/caller';
import { badRequest, conflict, forbidden, HttpError, notFound, providerUnavailable } from '../api/errors';
import { db, refs } from '../firebase';
import { stripe } from '../stripe/client';
import { countPaymentChange, paymentRecorded, refundedPaymentDeleted, refundRecorded } from './payment-stats';
import { syncPremium } from './premium';


/** Stripe's own failures become a 502 the client may retry; its "no such object" a 400. */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const stripeError = error as Partial<Stripe.errors.StripeError>;
    if (stripeError.type === 'StripeInvalidRequestError' && stripeError.code === 'resource_missing') {
      throw badRequest('Stripe knows no such payment.', 'unknown-payment');
    }
    console.error('Stripe call failed', error);
    throw providerUnavailable('The payment provider could not be reached. Please try again.');
  }
}

/**
 * Creates the card PaymentIntent for one year of premium. The amount is the server's. The
 * checkout page sends one id per visit: the idempotency key made from it turns a double click
 * (or a retry) into the same intent, while a later renewal gets a new one.
 */
export async function createPremiumIntent(caller: Caller, checkoutId: string | undefined): Promise<string> {
  const attempt = checkoutId ?? randomUUID();
  const intent = await callStripe(() =>
    stripe().paymentIntents.create(
      {
        amount: PREMIUM_PRICE_CENTS,
        currency: PREMIUM_CURRENCY,
        allowed_payment_method_types: ['card'],
        description: 'Quiz Master premium membership, one year',
        metadata: { uid: caller.uid, email: caller.email, product: PREMIUM_PRODUCT },
        ...(caller.email ? { receipt_email: caller.email } : {}),
      },
      { idempotencyKey: `premium-intent-${caller.uid}-${attempt}` },
    ),
  );
  if (!intent.client_secret) throw providerUnavailable('Stripe returned no client secret.');
  return intent.client_secret;
}

/**
 * Records a premium payment after checking it with Stripe: it succeeded, is 107 USD, is ours,
 * and (from the browser) belongs to the caller. The payment's id is the PaymentIntent id, so the
 * browser, its retries and the webhook all end in one payment and one premium year.
 */
export async function fulfilPremiumPayment(intentId: string, caller?: Caller) {
  const intent = await callStripe(() => stripe().paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }));
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const uid = intent.metadata.uid ?? '';
  if (intent.metadata.product !== PREMIUM_PRODUCT || !uid) throw badRequest('This is not a Quiz Master premium payment.', 'not-premium');
  if (caller && uid !== caller.uid) throw forbidden('This payment belongs to someone else.');
  if (intent.status !== 'succeeded') {
    throw badRequest(`The payment has not succeeded: Stripe says it is "${intent.status}".`, 'payment-not-completed');
  }
  if (intent.amount !== PREMIUM_PRICE_CENTS || intent.amount_received !== PREMIUM_PRICE_CENTS || intent.currency !== PREMIUM_CURRENCY) {
    throw badRequest(`The payment is not ${String(PREMIUM_PRICE_CENTS / 100)} ${PREMIUM_CURRENCY.toUpperCase()}.`, 'wrong-amount');
  }
  // A refunded intent stays "succeeded" at Stripe: it must never buy premium again.
  if (!charge || charge.amount_refunded > 0) throw badRequest('This payment has been refunded.', 'payment-refunded');

  const ref = refs.payment(intent.id);
  const [account, record] = await Promise.all([getAuth().getUser(uid).catch(() => null), refs.user(uid).get()]);
  const user = record.data();
  const payment: Payment = {
    uid,
    name: user?.name ?? account?.displayName ?? '',
    email: (account?.email ?? intent.metadata.email ?? '').toLowerCase(),
    // Premium runs from when the card was charged.
    createdAt: new Date(charge.created * 1000),
    transactionId: intent.id,
    refund: 'false',
    amount: intent.amount,
    currency: intent.currency,
    role: user?.role ?? '',
  };
  // The payment and its count in the dashboard's figures, atomically.
  const batch = db.batch();
  batch.create(ref, payment);
  countPaymentChange(batch, refs, paymentRecorded(payment.createdAt));
  const created = await batch.commit().then(
    () => true,
    (error: unknown) => {
      // ALREADY_EXISTS: a replay, or the webhook got here first.
      if ((error as { code?: number }).code === 6) return false;
      throw error;
    },
  );
  const premiumUntil = await syncPremium(uid);
  const stored = (await ref.get()).data() ?? payment;
  return { id: ref.id, payment: stored, created, premiumUntil };
}

async function requirePayment(paymentId: string) {
  const payment = (await refs.payment(paymentId).get()).data();
  if (!payment) throw notFound(`No payment has the id ${paymentId}.`);
  return payment;
}

/**
 * Moves a payment's refund state inside a transaction, so two clicks cannot both pass the
 * check. `extra` adds the bookkeeping (request or refund time, refund id).
 */
async function transitionRefund(paymentId: string, target: RefundState, actor: RefundActor, extra: Partial<Payment> = {}) {
  return db.runTransaction(async (transaction) => {
    const payment = (await transaction.get(refs.payment(paymentId))).data();
    if (!payment) throw notFound(`No payment has the id ${paymentId}.`);
    const decision = decideRefundTransition(payment.refund, target, actor);
    if (!decision.allowed) throw new HttpError(decision.status, decision.status === 409 ? 'refund-state' : 'permission-denied', decision.message);
    transaction.update(refs.payment(paymentId), { refund: target, ...extra });
    if (target === 'true') countPaymentChange(transaction, refs, refundRecorded);
    return { ...payment, refund: target, ...extra };
  });
}

/** The newest of a user's payments in the given refund state, for calls that name no payment. */
async function newestPaymentInState(field: 'uid' | 'email', value: string, state: RefundState): Promise<string | null> {
  const payments = await refs.payments().where(field, '==', value).orderBy('createdAt', 'desc').get();
  return payments.docs.find((payment) => payment.data().refund === state)?.id ?? null;
}

/** The owner asks for a refund: "false" -> "processing". */
export async function requestRefund(caller: Caller, paymentId: string | undefined) {
  const id = paymentId ?? (await newestPaymentInState('uid', caller.uid, 'false'));
  if (!id) throw conflict('You have no payment that can be refunded (none is "false").', 'refund-state');
  const payment = await requirePayment(id);
  if (payment.uid !== caller.uid) throw forbidden('You can only ask for a refund of your own payment.');
  return { id, payment: await transitionRefund(id, 'processing', 'owner', { refundRequestedAt: new Date() }) };
}

/** The refunds Stripe has made for an intent, and whether they cover it in full. */
async function stripeRefunds(intentId: string) {
  const [intent, refunds] = await Promise.all([
    callStripe(() => stripe().paymentIntents.retrieve(intentId)),
    callStripe(() => stripe().refunds.list({ payment_intent: intentId, limit: 100 })),
  ]);
  const succeeded = refunds.data.filter((refund) => refund.status === 'succeeded');
  const refunded = succeeded.reduce((sum, refund) => sum + refund.amount, 0);
  return { latest: succeeded[0], full: refunded >= intent.amount };
}

/**
 * An admin refunds a requested payment ("processing" -> "true") through Stripe. The idempotency
 * key comes from the payment, so two clicks (or a retry) make one Stripe refund.
 */
export async function refundPayment(paymentId: string) {
  const payment = await requirePayment(paymentId);
  if (payment.refund !== 'processing') {
    const decision = decideRefundTransition(payment.refund, 'true', 'admin');
    if (!decision.allowed) throw new HttpError(decision.status, 'refund-state', decision.message);
  }
  const refund = await callStripe(async () => {
    try {
      return await stripe().refunds.create(
        { payment_intent: paymentId, reason: 'requested_by_customer', metadata: { paymentId } },
        { idempotencyKey: `refund-${paymentId}` },
      );
    } catch (error) {
      // Refunded meanwhile (say, in the Stripe dashboard): record that refund instead.
      const existing = (error as Partial<Stripe.errors.StripeError>).code === 'charge_already_refunded' ? (await stripeRefunds(paymentId)).latest : undefined;
      if (existing) return existing;
      throw error;
    }
  });
  const updated = await markRefunded(paymentId, refund.id, 'admin');
  return { refundId: refund.id, payment: updated };
}

/** Records a refund Stripe has made; a second call for the same refund changes nothing. */
async function markRefunded(paymentId: string, refundId: string, actor: RefundActor) {
  const current = await requirePayment(paymentId);
  const updated =
    current.refund === 'true' && current.refundId === refundId
      ? current
      : await transitionRefund(paymentId, 'true', actor, { refundId, refundedAt: new Date() }).catch(async (error: unknown) => {
          // A parallel call recorded this same refund first.
          const latest = await requirePayment(paymentId);
          if (latest.refund === 'true' && latest.refundId === refundId) return latest;
          throw error;
        });
  await syncPremium(updated.uid);
  return updated;
}

/**
 * The spec's UI, after the refund, marks the payment "true" itself: accepted from an admin only
 * when Stripe shows the intent refunded in full (a repeat for an already recorded refund is fine).
 */
export async function confirmRefunded(paymentId: string) {
  const { latest, full } = await stripeRefunds(paymentId);
  if (!latest || !full) {
    const payment = await requirePayment(paymentId);
    throw conflict(`Stripe shows no refund of this payment; its refund is "${payment.refund}".`, 'refund-state');
  }
  return markRefunded(paymentId, latest.id, 'admin');
}

/** The webhook's `charge.refunded`: a refund made outside the app (the Stripe dashboard). */
export async function recordStripeRefund(charge: Stripe.Charge) {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId || !charge.refunded) return 'ignored';
  if (!(await refs.payment(intentId).get()).exists) return 'ignored';
  const { latest } = await stripeRefunds(intentId);
  if (!latest) return 'ignored';
  await markRefunded(intentId, latest.id, 'stripe');
  return 'recorded';
}

/**
 * The webhook's `charge.dispute.*`: a chargeback opened, changed or closed. The dispute is kept on
 * the payment (the admins' list shows it) and premium follows it at once: suspended while the
 * dispute is open or lost, back if the dispute is won.
 */
export async function recordDispute(dispute: Stripe.Dispute) {
  const intentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
  if (!intentId) return 'ignored';
  const payment = await db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(refs.payment(intentId))).data();
    if (!stored) return null;
    const openedAt = stored.dispute?.id === dispute.id ? stored.dispute.openedAt : new Date(dispute.created * 1000);
    transaction.update(refs.payment(intentId), { dispute: { id: dispute.id, status: dispute.status, openedAt } });
    return stored;
  });
  if (!payment) return 'ignored';
  await syncPremium(payment.uid);
  return `dispute ${dispute.status}`;
}

/** The payment an updatePayment call acts on: the one named, or the user's newest in `state`. */
export async function paymentForUpdate(email: string, paymentId: string | undefined, state: RefundState) {
  if (paymentId) {
    if ((await requirePayment(paymentId)).email !== email) throw notFound(`${email} has no payment ${paymentId}.`);
    return paymentId;
  }
  const id = await newestPaymentInState('email', email, state);
  if (!id) throw conflict(`No payment of ${email} is "${state}".`, 'refund-state');
  return id;
}

/** Admins delete a payment only once it is refunded. */
export async function deletePayment(paymentId: string) {
  // A transaction, so two deletes of one payment take it out of its month once.
  return db.runTransaction(async (transaction) => {
    const payment = (await transaction.get(refs.payment(paymentId))).data();
    if (!payment) throw notFound(`No payment has the id ${paymentId}.`);
    if (payment.refund !== 'true') {
      throw conflict(`Only refunded payments can be deleted; this payment's refund is "${payment.refund}".`, 'refund-state');
    }
    transaction.delete(refs.payment(paymentId));
    countPaymentChange(transaction, refs, refundedPaymentDeleted(payment.createdAt));
    return payment;
  });
}

export { requirePayment };
