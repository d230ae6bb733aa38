import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import type Stripe from 'stripe';
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS, PREMIUM_PRODUCT } from '@quizmaster/shared/constants';
import type { Payment, StoredPayment } from '@quizmaster/shared/models/payment';
import type { Caller } from '../domain/caller';
import { badRequest, conflict, forbidden, notFound, providerUnavailable } from '../domain/errors';
import { LIST_ORDERS } from '../data/list-orders';
import { readPage, type PageRequest } from '../data/paging';
import { db, refs, runTransaction } from '../firebase';
import { logs } from '../logs';
import { stripe } from '../stripe/client';
import { accountForEmailRoute } from './accounts';
import { appendAudit } from './audit-log';
import { countPaymentChange, paymentRecorded, refundedPaymentDeleted } from './payment-stats';
import { syncPremium } from './premium';

/**
 * Premium payments: the PaymentIntent, its fulfilment (checked with Stripe), the lists and the
 * deletion of a refunded payment. The refund and dispute state machine is in refunds.ts.
 */

/** Stripe's own failures become a 502 the client may retry; its "no such object" a 400. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const stripeError = error as Partial<Stripe.errors.StripeError>;
    if (stripeError.type === 'StripeInvalidRequestError' && stripeError.code === 'resource_missing') {
      throw badRequest('Stripe knows no such payment.', 'unknown-payment');
    }
    logs.stripeCallFailed(error);
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
  logs.paymentFulfilled({ paymentId: ref.id, uid, replayed: !created, via: caller ? 'browser' : 'webhook' });
  const stored = (await ref.get()).data() ?? payment;
  return { id: ref.id, payment: stored, created, premiumUntil };
}

/** A payment by id, or a 404. */
export async function requirePayment(paymentId: string) {
  const payment = (await refs.payment(paymentId).get()).data();
  if (!payment) throw notFound(`No payment has the id ${paymentId}.`);
  return payment;
}

/** A payment as the audit log names it: whose, and how much. */
export const paymentLabel = (payment: StoredPayment) => `${payment.email}, ${(payment.amount / 100).toFixed(2)} ${payment.currency.toUpperCase()}`;

/** Who makes an admin change, as the audit log records them. */
type Actor = Parameters<typeof appendAudit>[1];

/** Admins delete a payment only once it is refunded; the audit entry keeps what it was. */
export async function deletePayment(admin: Actor, paymentId: string) {
  // A transaction, so two deletes of one payment take it out of its month once (and leave one entry).
  const deleted = await runTransaction(async (transaction) => {
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
  logs.paymentDeleted({ paymentId, by: admin.uid });
  return deleted;
}

/** One page of every payment, newest first (the admins' Payments table). */
export async function readPaymentsPage(page: PageRequest) {
  return readPage(refs.payments(), LIST_ORDERS.payments, page);
}

/**
 * One page of the payments an e-mail route names, newest first. By account, not by the address
 * stored on each payment: an address may pass from one account to another. Only an admin looking
 * up an address no account has now gets the payments made under it (a deleted account's history).
 */
export async function readPaymentsOfEmailRoute(caller: Caller, email: string, page: PageRequest) {
  const uid = await accountForEmailRoute(caller, email);
  return uid
    ? readPage(refs.payments(), LIST_ORDERS.paymentsByUser, page, [uid])
    : readPage(refs.payments(), LIST_ORDERS.paymentsByEmail, page, [email]);
}
