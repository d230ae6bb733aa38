/**
 * The admin dashboard's payment figures (Revenue, Payments per month) without reading payments
 * (docs/decisions/0013-sharded-counters.md, "Dashboard figures"). Every change to a payment that moves a figure
 * adds to one shard of `paymentStats`, picked at random, in the same transaction or batch as the
 * change itself, with blind increments (no read, no lock on the shard): the figures are exact
 * the moment the payment is, and the dashboard reads PAYMENT_STATS_SHARDS documents whatever
 * the number of payments.
 *
 * What moves the figures: a payment recorded (+1 not refunded, +1 in its month), a refund
 * recorded ("true": -1 not refunded) and a refunded payment deleted (-1 in its month).
 */
import { AggregateField, FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { NOT_REFUNDED_STATES } from '@quizmaster/shared/models/payment';
import { PAYMENT_STATS_SHARDS, paymentMonthKey, sumPaymentStats, type PaymentStats } from '@quizmaster/shared/models/payment-stats';
import type { DataRefs } from '../data/refs';

/** A change to the figures: to `notRefunded`, and to the count of the month of `month.of`. */
export interface PaymentStatsChange {
  notRefunded?: number;
  month?: { of: Date; by: number };
}

/** Adds `change` to a random shard, inside the caller's transaction or batch. */
export function countPaymentChange(writer: Transaction | WriteBatch, refs: DataRefs, change: PaymentStatsChange): void {
  const shard = refs.paymentStatsShard(Math.floor(Math.random() * PAYMENT_STATS_SHARDS));
  const data = {
    ...(change.notRefunded ? { notRefunded: FieldValue.increment(change.notRefunded) } : {}),
    ...(change.month ? { months: { [paymentMonthKey(change.month.of)]: FieldValue.increment(change.month.by) } } : {}),
  };
  // Transaction.set and WriteBatch.set have the same shape; TypeScript cannot call a union of overloads.
  (writer as WriteBatch).set(shard, data, { merge: true });
}

/** A new payment, not refunded yet. */
export const paymentRecorded = (createdAt: Date): PaymentStatsChange => ({ notRefunded: 1, month: { of: createdAt, by: 1 } });
/** A payment's refund recorded: it no longer counts toward the revenue (it stays in its month). */
export const refundRecorded: PaymentStatsChange = { notRefunded: -1 };
/** A refunded payment deleted: it leaves its month. */
export const refundedPaymentDeleted = (createdAt: Date): PaymentStatsChange => ({ month: { of: createdAt, by: -1 } });

/** The figures as the dashboard sees them: the sum of the shards. */
export async function readPaymentStats(refs: DataRefs): Promise<PaymentStats> {
  const shards = await refs.paymentStats().get();
  return sumPaymentStats(shards.docs.map((shard) => shard.data()));
}

/** The first day (UTC) of each month from `first`'s to `last`'s, and of the month after. */
function monthStarts(first: Date, last: Date): Date[] {
  const starts: Date[] = [];
  for (let month = first.getUTCFullYear() * 12 + first.getUTCMonth(); ; month += 1) {
    const start = new Date(Date.UTC(Math.floor(month / 12), month % 12, 1));
    starts.push(start);
    if (start > last) return starts;
  }
}

/**
 * The figures counted from the payments themselves, with aggregation queries (one per month
 * that has payments, and one for the revenue), never reading the payments.
 */
export async function countPaymentStats(refs: DataRefs): Promise<PaymentStats> {
  const payments = refs.payments();
  const [notRefunded, oldest, newest] = await Promise.all([
    payments.where('refund', 'in', [...NOT_REFUNDED_STATES]).count().get(),
    payments.orderBy('createdAt', 'asc').limit(1).get(),
    payments.orderBy('createdAt', 'desc').limit(1).get(),
  ]);
  const months: Record<string, number> = {};
  const first = oldest.docs[0]?.data().createdAt;
  const last = newest.docs[0]?.data().createdAt;
  if (first && last) {
    const starts = monthStarts(first, last);
    const counts = await Promise.all(
      starts.slice(0, -1).map((start, index) =>
        payments.where('createdAt', '>=', start).where('createdAt', '<', starts[index + 1] ?? start).aggregate({ count: AggregateField.count() }).get(),
      ),
    );
    starts.slice(0, -1).forEach((start, index) => {
      const count = counts[index]?.data().count ?? 0;
      if (count > 0) months[paymentMonthKey(start)] = count;
    });
  }
  return { notRefunded: notRefunded.data().count, months };
}

/**
 * Recounts the figures from the payments and stores them outright (shard 0 holds them, the
 * other shards are emptied), in one batch. For seeds, data loads and repairs that write
 * payments directly (`npm run recount-payment-stats`); run it while no payment is being made.
 */
export async function recountPaymentStats(db: Firestore, refs: DataRefs): Promise<PaymentStats> {
  const stats = await countPaymentStats(refs);
  const batch = db.batch();
  batch.set(refs.paymentStatsShard(0), stats);
  for (let shard = 1; shard < PAYMENT_STATS_SHARDS; shard += 1) batch.delete(refs.paymentStatsShard(shard));
  await batch.commit();
  return stats;
}
