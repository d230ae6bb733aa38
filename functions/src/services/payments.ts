import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS, PREMIUM_PRODUCT } from '@quizmaster/shared/constants';
import type { AuditEntry } from '@quizmaster/shared/models/audit-entry';
import type { Payment, RefundState, StoredPayment } from '@quizmaster/shared/models/payment';
import { decideRefundTransition, type RefundActor } from '@quizmaster/shared/refunds';
import type { Caller } from '../domain/caller';
import { badRequest, conflict, forbidden, HttpError, notFound, providerUnavailable } from '../domain/errors';
import { db, refs, runTransaction } from '../firebase';
import { stripe } from '../stripe/client';
import { appendAudit } from './audit-log';
import { countPaymentChange, paymentRecorded, refundedPaymentDeleted, refundRecorded } from './payment-stats';
import { notifyRefundDone, notifyRefundRequested } from './notifications';
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

/** Who makes an admin change, as the audit log records them. */
type Actor = Parameters<typeof appendAudit>[1];

/** Who moves a refund state: the payer, Stripe (its webhook), or an admin, whom the audit log names. */
type RefundMover = { actor: Exclude<RefundActor, 'admin'> } | { actor: 'admin'; admin: Actor };

/** A payment as the audit log names it: whose, and how much. */
const paymentLabel = (payment: StoredPayment) => `${payment.email}, ${(payment.amount / 100).toFixed(2)} ${payment.currency.toUpperCase()}`;

/**
 * A payment's refund entry has a fixed id: a payment is refunded once, so it has at most one,
 * and the call that finds it missing after Stripe's webhook recorded the refund (markRefunded)
 * can tell.
 */
const refundEntryRef = (paymentId: string) => refs.auditLog().doc(`refund-${paymentId}`);

/** Appends an admin's refund to the audit log in `transaction`, under the payment's fixed entry id. */
function appendRefundEntry(transaction: Transaction, admin: Actor, paymentId: string, payment: StoredPayment, before: StoredPayment['refund']) {
  // appendAudit takes a new id from the writer's ref; the refund's entry goes to its fixed one instead.
  const writer = { create: (_ref: DocumentReference<AuditEntry>, data: AuditEntry) => transaction.create(refundEntryRef(paymentId), data) };
  appendAudit(writer, admin, 'refund', { kind: 'payment', id: paymentId, label: paymentLabel(payment) }, {
    before: { refund: before },
    after: { refund: 'true', amount: payment.amount, currency: payment.currency },
  });
}

/**
 * Moves a payment's refund state inside a transaction, so two clicks cannot both pass the
 * check. `extra` adds the bookkeeping (request or refund time, refund id). An admin's move is
 * recorded in the audit log in the same transaction.
 */
async function transitionRefund(paymentId: string, target: RefundState, mover: RefundMover, extra: Partial<Payment> = {}) {
  return runTransaction(async (transaction) => {
    const payment = (await transaction.get(refs.payment(paymentId))).data();
    if (!payment) throw notFound(`No payment has the id ${paymentId}.`);
    const entry = mover.actor === 'admin' ? await transaction.get(refundEntryRef(paymentId)) : null;
    const decision = decideRefundTransition(payment.refund, target, mover.actor);
    if (!decision.allowed) throw new HttpError(decision.status, decision.status === 409 ? 'refund-state' : 'permission-denied', decision.message);
    transaction.update(refs.payment(paymentId), { refund: target, ...extra });
    if (target === 'true') countPaymentChange(transaction, refs, refundRecorded);
    if (mover.actor === 'admin' && entry?.exists === false) appendRefundEntry(transaction, mover.admin, paymentId, payment, payment.refund);
    return { ...payment, refund: target, ...extra };
  });
}

/**
 * The entry of an admin's refund that Stripe's webhook recorded first (it does not know the
 * admin, and races the admin's own call): appended by the admin's call that finds the refund
 * recorded and no entry yet. Not in the transaction that changed the payment, but in one that
 * checks the payment is refunded and has no entry, so a refund has exactly one entry.
 */
async function appendLateRefundEntry(admin: Actor, paymentId: string, refundId: string) {
  await runTransaction(async (transaction) => {
    const [payment, entry] = await Promise.all([transaction.get(refs.payment(paymentId)), transaction.get(refundEntryRef(paymentId))]);
    const stored = payment.data();
    if (entry.exists || stored?.refund !== 'true' || stored.refundId !== refundId) return;
    // An admin refunds only requested payments (refundPayment), so the state before was "processing".
    appendRefundEntry(transaction, admin, paymentId, stored, 'processing');
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
  const requested = await transitionRefund(id, 'processing', { actor: 'owner' }, { refundRequestedAt: new Date() });
  await notifyRefundRequested(requested.email || caller.email);
  return { id, payment: requested };
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
export async function refundPayment(admin: Actor, paymentId: string) {
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
  const updated = await markRefunded(paymentId, refund, { actor: 'admin', admin });
  return { refundId: refund.id, payment: updated };
}

/**
 * Records a refund Stripe has made; a second call for the same refund changes nothing. An
 * admin's call that finds the refund recorded by someone else adds the audit entry when the
 * refund is one an admin made through the app (its metadata names the payment: refundPayment)
 * and nobody has (appendLateRefundEntry); a refund made in the Stripe dashboard is nobody's here.
 */
async function markRefunded(paymentId: string, refund: Pick<Stripe.Refund, 'id' | 'metadata'>, mover: RefundMover) {
  const refundId = refund.id;
  const isThisRefund = (payment: StoredPayment) => payment.refund === 'true' && payment.refundId === refundId;
  const current = await requirePayment(paymentId);
  const { payment: updated, recordedHere } = isThisRefund(current)
    ? { payment: current, recordedHere: false }
    : await transitionRefund(paymentId, 'true', mover, { refundId, refundedAt: new Date() }).then(
        (payment) => ({ payment, recordedHere: true }),
        async (error: unknown) => {
          // A parallel call recorded this same refund first.
          const latest = await requirePayment(paymentId);
          if (isThisRefund(latest)) return { payment: latest, recordedHere: false };
          throw error;
        },
      );
  if (!recordedHere && mover.actor === 'admin' && refund.metadata?.paymentId === paymentId) await appendLateRefundEntry(mover.admin, paymentId, refundId);
  await syncPremium(updated.uid);
  // Whoever recorded the refund tells the payer (once: the notification's id is the payment's).
  if (recordedHere) await notifyRefundDone(updated.uid, paymentId);
  return updated;
}

/**
 * The spec's UI, after the refund, marks the payment "true" itself: accepted from an admin only
 * when Stripe shows the intent refunded in full (a repeat for an already recorded refund is fine).
 */
export async function confirmRefunded(admin: Actor, paymentId: string) {
  const { latest, full } = await stripeRefunds(paymentId);
  if (!latest || !full) {
    const payment = await requirePayment(paymentId);
    throw conflict(`Stripe shows no refund of this payment; its refund is "${payment.refund}".`, 'refund-state');
  }
  return markRefunded(paymentId, latest, { actor: 'admin', admin });
}

/** The webhook's `charge.refunded`: a refund made outside the app (the Stripe dashboard). */
export async function recordStripeRefund(charge: Stripe.Charge) {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId || !charge.refunded) return 'ignored';
  if (!(await refs.payment(intentId).get()).exists) return 'ignored';
  const { latest } = await stripeRefunds(intentId);
  if (!latest) return 'ignored';
  await markRefunded(intentId, latest, { actor: 'stripe' });
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
  const payment = await runTransaction(async (transaction) => {
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

/** Admins delete a payment only once it is refunded; the audit entry keeps what it was. */
export async function deletePayment(admin: Actor, paymentId: string) {
  // A transaction, so two deletes of one payment take it out of its month once (and leave one entry).
  return runTransaction(async (transaction) => {
    const payment = (await transaction.get(refs.payment(paymentId))).data();
    if (!payment) throw notFound(`No payment has the id ${paymentId}.`);
    if (payment.refund !== 'true') {
      throw conflict(`Only refunded payments can be deleted; this payment's refund is "${payment.refund}".`, 'refund-state');
    }
    transaction.delete(refs.payment(paymentId));
    countPaymentChange(transaction, refs, refundedPaymentDeleted(payment.createdAt));
    const { uid, email, amount, currency, refund, createdAt } = payment;
    appendAudit(transaction, admin, 'payment-delete', { kind: 'payment', id: paymentId, label: paymentLabel(payment) }, {
      before: { uid, email, amount, currency, refund, createdAt },
      after: null,
    });
    return payment;
  });
}

export { requirePayment };
