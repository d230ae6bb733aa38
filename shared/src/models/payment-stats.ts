import { z } from 'zod/mini';

/**
 * How many shards hold the payment figures of the admin dashboard. A payment, refund or
 * deletion adds to one shard picked at random, so bursts of payments do not queue on one
 * document (Firestore sustains about one write per second per document); the dashboard reads
 * all shards, a fixed handful of documents whatever the number of payments. Raising it later
 * is safe (new shards start empty and the figures are sums); lowering it would drop counts.
 */
export const PAYMENT_STATS_SHARDS = 10;

/**
 * `paymentStats/{0..PAYMENT_STATS_SHARDS-1}`: one shard of the payment figures. Written only by
 * the server, in the same transaction (or batch) as the payment change it counts; readable by
 * admins only.
 * - `notRefunded`: payments whose refund is "false" or "processing" (the revenue is 107 USD each);
 * - `months`: payments made in each calendar month (UTC, key "YYYY-MM"), refunded ones included.
 * A shard's values may be negative (a refund counted in another shard than its payment); only
 * the sums over all shards mean anything.
 */
export const paymentStatsShardSchema = z.object({
  notRefunded: z._default(z.int(), 0),
  months: z._default(z.record(z.string(), z.int()), {}),
});
export type PaymentStatsShard = z.output<typeof paymentStatsShardSchema>;

/** The figures summed over the shards. */
export interface PaymentStats {
  notRefunded: number;
  months: Record<string, number>;
}

/** The key of a payment's month in `months`: "YYYY-MM", in UTC. */
export function paymentMonthKey(date: Date): string {
  return `${String(date.getUTCFullYear())}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The figures of all shards added up; `months` has only months with payments (as a recount gives them). */
export function sumPaymentStats(shards: readonly Partial<PaymentStatsShard>[]): PaymentStats {
  const months: Record<string, number> = {};
  let notRefunded = 0;
  for (const shard of shards) {
    notRefunded += shard.notRefunded ?? 0;
    for (const [month, count] of Object.entries(shard.months ?? {})) months[month] = (months[month] ?? 0) + count;
  }
  // A month whose payments were all deleted is no month with payments.
  return { notRefunded, months: Object.fromEntries(Object.entries(months).filter(([, count]) => count !== 0)) };
}
