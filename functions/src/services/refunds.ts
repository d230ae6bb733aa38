import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { AuditEntry } from '@quizmaster/shared/models/audit-entry';
import type { Payment, RefundState, StoredPayment } from '@quizmaster/shared/models/payment';
import { decideRefundTransition, type RefundActor } from '@quizmaster/shared/refunds';
import type { Caller } from '../domain/caller';
import { conflict, forbidden, HttpError, notFound } from '../domain/errors';
import { refs, runTransaction } from '../firebase';
import { logs } from '../logs';
import { stripe } from '../stripe/client';
import { appendAudit } from './audit-log';
import { countPaymentChange, refundRecorded } from './payment-stats';
import { notifyRefundDone, notifyRefundRequested } from './notifications';
import { callStripe, paymentLabel, requirePayment } from './payments';
import { syncPremium } from './premium';

/**
 * Refunds and disputes: a payment's refund state machine ("false" -> "processing" -> "true", as
 * shared/src/refunds.ts decides it) moved by the payer, an admin or Stripe's webhook, and the
 * chargebacks that suspend premium. Premium fulfilment is in payments.ts.
 */

/** Who makes an admin change, as the audit log records them. */
type Actor = Parameters<typeof appendAudit>[1];

/** Who moves a refund state: the payer, Stripe (its webhook), or an admin, whom the audit log names. */
type RefundMover = { actor: Exclude<RefundActor, 'admin'> } | { actor: 'admin'; admin: Actor };

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
  logs.refundRequested({ paymentId: id, uid: caller.uid });
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
  if (recordedHere) {
    logs.refundRecorded({ paymentId, refundId, by: mover.actor });
    await notifyRefundDone(updated.uid, paymentId);
  }
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
  logs.disputeRecorded({ paymentId: intentId, disputeId: dispute.id, status: dispute.status });
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

/**
 * PUT /updatePayment's refund states: the payer asks for a refund ("processing"); an admin
 * confirms one Stripe has made ("true"), on the payment named or the payer's newest requested
 * one (or, after POST /refund-payment-intent, the newest already refunded). Nothing goes back to "false".
 */
export async function changeRefundState(caller: Caller, email: string, refund: RefundState, paymentId: string | undefined) {
  if (refund === 'processing') {
    if (caller.email !== email) throw forbidden('Only the person who paid can ask for a refund.');
    return { state: refund, ...(await requestRefund(caller, paymentId)) };
  }
  if (!caller.isAdmin) throw forbidden('You are not eligible to change this payment.');
  if (refund === 'false') throw conflict('A refund cannot be undone.', 'refund-state');
  const id = await paymentForUpdate(email, paymentId, 'processing').catch(async (error: unknown) => {
    // After POST /refund-payment-intent the payment is already "true": confirm that one.
    const refunded = paymentId ? null : await paymentForUpdate(email, undefined, 'true').catch(() => null);
    if (refunded) return refunded;
    throw error;
  });
  return { state: refund, id, payment: await confirmRefunded(caller, id) };
}
