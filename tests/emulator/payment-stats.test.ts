/**
 * The dashboard's payment figures (functions/src/services/payment-stats.ts) against the
 * Firestore emulator: the recount (seeds, data loads, repairs) counts every month and refund
 * state from the payments with aggregation queries, and the payment service's changes keep the
 * shards equal to that recount: a payment recorded (a replay counts once), a refund recorded,
 * a refunded payment deleted (two deletes at once count once). (api/dashboard-figures.test.ts
 * checks the dashboard under payments, refunds and submissions at once through the API.)
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PREMIUM_CURRENCY, PREMIUM_PRICE_CENTS } from '@quizmaster/shared/constants';
import type { RefundState } from '@quizmaster/shared/models/payment';
import { PAYMENT_STATS_SHARDS } from '@quizmaster/shared/models/payment-stats';
import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { countPaymentStats, readPaymentStats, recountPaymentStats } from '@quizmaster/functions/services/payment-stats';
import { deletePayment as deletePaymentAs } from '@quizmaster/functions/services/payments';

/** Deletions as an admin makes them (the service records who, in the audit log). */
const deletePayment = (paymentId: string) => deletePaymentAs({ uid: 'test-admin', email: 'test-admin@example.com', name: 'Test Admin' }, paymentId);

const admin = emulatorAdmin('payment-stats');
const refs = dataRefs(admin.firestore);

beforeEach(async () => {
  await clearEmulators();
});

afterAll(async () => {
  await admin.close();
});

const writePayment = (id: string, createdAt: Date, refund: RefundState) =>
  refs.payment(id).set({
    uid: `uid-${id}`,
    name: `Payer ${id}`,
    email: `${id}@example.com`,
    createdAt,
    transactionId: id,
    refund,
    amount: PREMIUM_PRICE_CENTS,
    currency: PREMIUM_CURRENCY,
    role: '',
  });

describe('the payment figures', () => {
  it('are zero, and stored as zero, without payments', async () => {
    expect(await recountPaymentStats(admin.firestore, refs)).toEqual({ notRefunded: 0, months: {} });
    expect(await readPaymentStats(refs)).toEqual({ notRefunded: 0, months: {} });
  });

  it('are recounted from the payments: every month with payments (across a year end, gaps left out) and every refund state', async () => {
    // 2025-11: 2 (one refunded); 2025-12: none; 2026-01: 3 (one "processing"), the last one at the month's last millisecond.
    await Promise.all([
      writePayment('pi_a', new Date(Date.UTC(2025, 10, 1)), 'false'),
      writePayment('pi_b', new Date(Date.UTC(2025, 10, 30, 23, 59)), 'true'),
      writePayment('pi_c', new Date(Date.UTC(2026, 0, 1)), 'processing'),
      writePayment('pi_d', new Date(Date.UTC(2026, 0, 15)), 'false'),
      writePayment('pi_e', new Date(Date.UTC(2026, 1, 1) - 1), 'false'),
    ]);
    // Stale figures in several shards: the recount replaces them all.
    await Promise.all([refs.paymentStatsShard(2).set({ notRefunded: 40, months: { '2020-01': 9 } }), refs.paymentStatsShard(PAYMENT_STATS_SHARDS - 1).set({ notRefunded: -3, months: {} })]);

    const expected = { notRefunded: 4, months: { '2025-11': 2, '2026-01': 3 } };
    expect(await countPaymentStats(refs)).toEqual(expected);
    expect(await recountPaymentStats(admin.firestore, refs)).toEqual(expected);
    expect(await readPaymentStats(refs)).toEqual(expected);
    expect((await refs.paymentStats().get()).docs.map((shard) => shard.id)).toEqual(['0']);
  });

  it('lose a refunded payment from its month when it is deleted, once when two deletes race', async () => {
    await Promise.all([writePayment('pi_kept', new Date(Date.UTC(2026, 2, 3)), 'false'), writePayment('pi_gone', new Date(Date.UTC(2026, 2, 9)), 'true')]);
    await recountPaymentStats(admin.firestore, refs);
    expect(await readPaymentStats(refs)).toEqual({ notRefunded: 1, months: { '2026-03': 2 } });

    const outcomes = await Promise.allSettled([deletePayment('pi_gone'), deletePayment('pi_gone')]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await readPaymentStats(refs)).toEqual({ notRefunded: 1, months: { '2026-03': 1 } });
    expect(await readPaymentStats(refs)).toEqual(await countPaymentStats(refs));
  });

  it('are untouched when a payment that is not refunded is refused deletion', async () => {
    await writePayment('pi_live', new Date(Date.UTC(2026, 2, 3)), 'processing');
    await recountPaymentStats(admin.firestore, refs);
    await expect(deletePayment('pi_live')).rejects.toMatchObject({ status: 409 });
    expect(await readPaymentStats(refs)).toEqual({ notRefunded: 1, months: { '2026-03': 1 } });
  });
});
