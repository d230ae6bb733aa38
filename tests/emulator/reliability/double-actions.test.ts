/**
 * Parallel double actions, each of which must have exactly one effect: two admins refunding one
 * payment, a player double-clicking Pay, two tabs submitting (or saving into) one attempt, two
 * admins removing each other. Simpler cases live beside the features they test: the same admin
 * clicking refund twice and ten replays of createPayment (api/payments.test.ts), ten identical
 * submits and parallel starts (api/concurrency.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { PREMIUM_DURATION_DAYS } from '@quizmaster/shared/constants';
import { api, siteApi } from '../../support/api';
import { intentIdOf, payPremium, stripeStandIn } from '../../support/stripe';
import { arrangeQuiz, useDemoData } from '../api/fixture';
import { registeredAccount } from './accounts';
import type { StartedAttempt } from '@quizmaster/shared/api/attempts';
import type { PaymentIntent } from '@quizmaster/shared/api/payments';

const { admin, refs, tokens, accounts } = useDemoData('reliability-double-actions');

const YEAR_MS = PREMIUM_DURATION_DAYS * 24 * 60 * 60 * 1000;
/** Stripe's webhooks are delivered asynchronously; this is long enough for them to land. */
const WEBHOOK_SETTLE_MS = 1500;
const settle = () => new Promise((resolve) => setTimeout(resolve, WEBHOOK_SETTLE_MS));

interface PaymentAnswer {
  replayed: boolean;
  premiumUntil: string | null;
  payment: { _id: string; refund: string };
}
const createPayment = (transactionId: string, token: string) => api<PaymentAnswer>('POST', '/createPayment', { token, body: { paymentDetails: { transactionId } } });

async function premiumOf(uid: string) {
  const [account, record] = await Promise.all([admin.auth.getUser(uid), refs.user(uid).get()]);
  return { claims: account.customClaims ?? {}, record: record.data() };
}

/** The stand-in's events of one type about one PaymentIntent (objects name it as `payment_intent` or are it). */
async function stripeEventsAbout(intentId: string, type: string) {
  const events = await stripeStandIn.events.list({ type, limit: 100 });
  return events.data.filter((event) => {
    const object = event.data.object as { id?: string; payment_intent?: string };
    return object.id === intentId || object.payment_intent === intentId;
  });
}

describe('two admins refund the same payment at once', () => {
  it('makes one Stripe refund, records it once and revokes premium', async () => {
    const secondAdmin = await registeredAccount(admin.auth, refs, 'second-admin', { admin: true });
    const buyer = await registeredAccount(admin.auth, refs, 'refund-buyer');
    const intentId = await payPremium(buyer.token);
    expect((await createPayment(intentId, buyer.token)).status).toBe(200);
    const asked = await api('PUT', `/updatePayment?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token, body: { refund: 'processing' } });
    expect(asked.status).toBe(200);

    const refund = (token: string) =>
      siteApi<{ refundId?: string; error?: string }>('POST', '/refund-payment-intent', { token, body: { transactionID: { tId: intentId } } });
    const answers = await Promise.all([refund(tokens.admin), refund(secondAdmin.token)]);

    // Both may succeed (the second recording the same refund) or the second may find it refunded.
    const succeeded = answers.filter((answer) => answer.status === 200);
    expect(succeeded.length, JSON.stringify(answers)).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((each) => each.status !== 200)) expect(answer).toMatchObject({ status: 409, body: { error: 'refund-state' } });
    const stripeRefunds = (await stripeStandIn.refunds.list({ payment_intent: intentId })).data;
    expect(stripeRefunds).toHaveLength(1);
    const refundId = stripeRefunds[0]?.id;
    expect(new Set(succeeded.map((answer) => answer.body.refundId))).toEqual(new Set([refundId]));

    await settle(); // the charge.refunded webhook must not record it a second time
    const payment = (await refs.payment(intentId).get()).data();
    expect(payment).toMatchObject({ refund: 'true', refundId });
    await settle();
    expect((await refs.payment(intentId).get()).data()?.refundedAt).toEqual(payment?.refundedAt);
    expect(await stripeEventsAbout(intentId, 'refund.created')).toHaveLength(1);

    const { claims, record } = await premiumOf(buyer.uid);
    expect(claims.premium).toBeUndefined();
    expect(record).toMatchObject({ isPaid: false, premiumUntil: null });
  });
});

describe('a player double-clicks Pay', () => {
  it('gets one PaymentIntent, one payment record and one year of premium', async () => {
    const buyer = await registeredAccount(admin.auth, refs, 'double-click-buyer');
    const checkout = { premiumPrice: 107, checkoutId: 'checkout-double-click-1' };
    const intents = await Promise.all(
      [1, 2].map(() => siteApi<PaymentIntent>('POST', '/create-payment-intent', { token: buyer.token, body: checkout })),
    );
    expect(intents.map((intent) => intent.status)).toEqual([200, 200]);
    expect(intents[0]?.body.clientSecret).toBe(intents[1]?.body.clientSecret);
    const intentId = intentIdOf(intents[0]?.body.clientSecret ?? '');
    await stripeStandIn.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });

    // Two clicks' worth of createPayment, racing Stripe's payment_intent.succeeded webhook.
    const recorded = await Promise.all([createPayment(intentId, buyer.token), createPayment(intentId, buyer.token)]);
    expect(recorded.map((answer) => answer.status)).toEqual([200, 200]);
    expect(recorded.filter((answer) => !answer.body.replayed).length).toBeLessThanOrEqual(1);
    expect(new Set(recorded.map((answer) => answer.body.premiumUntil)).size).toBe(1);

    await settle();
    const payments = await refs.payments().where('uid', '==', buyer.uid).get();
    expect(payments.docs.map((payment) => payment.id)).toEqual([intentId]);
    const paidAt = payments.docs[0]?.data().createdAt.getTime() ?? 0;
    const { claims, record } = await premiumOf(buyer.uid);
    expect(record?.premiumUntil?.getTime()).toBe(paidAt + YEAR_MS);
    expect(claims).toMatchObject({ premium: true, premiumUntil: Math.floor((paidAt + YEAR_MS) / 1000) });
    expect(await stripeEventsAbout(intentId, 'payment_intent.succeeded')).toHaveLength(1);
  });
});

describe('two tabs on one attempt', () => {
  interface Result {
    result: { submissionId: string; points: number; correctCount: number };
  }
  const start = (quizId: string) => api<StartedAttempt>('POST', `/start-quiz/${quizId}`, { token: tokens.player });
  const submit = (quizId: string, attemptId: string, answers: object) => api<Result>('POST', `/submit-quiz/${quizId}`, { token: tokens.player, body: { attemptId, answers } });
  const save = (quizId: string, attemptId: string, questionId: string, answer: number[]) =>
    api<{ locked?: boolean; correct?: boolean; error?: string }>('PUT', `/save-answer/${quizId}`, { token: tokens.player, body: { attemptId, questionId, answer } });

  it('submitting different answers at once: one submission, counted once, both tabs told the same result', async () => {
    await arrangeQuiz(refs, 'two-tabs', { answers: [[1], [2], [3, 4], [1]] });
    const { attemptId } = (await start('two-tabs')).body;
    const allRight = { q1: [1], q2: [2], q3: [3, 4], q4: [1] };
    const allWrong = { q1: [2], q2: [1], q3: [3], q4: [2] };
    const [tabA, tabB] = await Promise.all([submit('two-tabs', attemptId, allRight), submit('two-tabs', attemptId, allWrong)]);

    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    expect(tabA.body.result).toEqual(tabB.body.result);
    expect([0, 20]).toContain(tabA.body.result.points);
    const submissions = await refs.submissions('two-tabs').get();
    expect(submissions.docs.map((submission) => submission.id)).toEqual([attemptId]);
    expect(submissions.docs[0]?.data().points).toBe(tabA.body.result.points);
    expect((await refs.quiz('two-tabs').get()).data()?.submissionCount).toBe(1);
    const attempt = (await refs.attempts('two-tabs').doc(attemptId).get()).data();
    expect(attempt?.answers).toEqual(tabA.body.result.points === 20 ? allRight : allWrong);
  });

  it('an answer saved while the other tab submits is either scored or refused, never lost', { timeout: 60_000 }, async () => {
    // How much later the submit leaves than the save, per round: both orders must happen.
    const submitDelaysMs = [60, 30, 0, 0, -30, -60];
    const rounds = submitDelaysMs.length;
    await arrangeQuiz(refs, 'save-vs-submit', { retakeCount: rounds - 1, answers: [[1], [2], [3, 4], [1]] });
    const later = <T>(ms: number, action: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0))).then(action);
    const outcomes: string[] = [];
    for (const [index, delay] of submitDelaysMs.entries()) {
      const round = index + 1;
      const { attemptId } = (await start('save-vs-submit')).body;
      const [saved, submitted] = await Promise.all([
        later(-delay, () => save('save-vs-submit', attemptId, 'q2', [2])),
        later(delay, () => submit('save-vs-submit', attemptId, { q1: [1] })),
      ]);
      expect(submitted.status).toBe(200);
      if (saved.status === 200) {
        expect(submitted.body.result.points, `round ${String(round)}: a saved answer must be scored`).toBe(10);
        outcomes.push('saved first');
      } else {
        expect(saved, `round ${String(round)}`).toMatchObject({ status: 409, body: { error: 'attempt-closed' } });
        expect(submitted.body.result.points).toBe(5);
        outcomes.push('submitted first');
      }
      const stored = (await refs.submissions('save-vs-submit').doc(attemptId).get()).data();
      expect(stored?.points).toBe(submitted.body.result.points);
    }
    console.log(`[double actions] save racing submit: ${outcomes.join(', ')}`);
    expect((await refs.quiz('save-vs-submit').get()).data()?.submissionCount).toBe(rounds);
  });

  it('question-wise: two tabs answering one question at once lock it once', async () => {
    await arrangeQuiz(refs, 'lock-once', { resultType: 'question-wise', answers: [[1], [2]] });
    const { attemptId } = (await start('lock-once')).body;
    const answers = await Promise.all([save('lock-once', attemptId, 'q1', [1]), save('lock-once', attemptId, 'q1', [3])]);

    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.find((answer) => answer.status !== 200)).toMatchObject({ status: 409, body: { error: 'question-locked' } });
    const attempt = (await refs.attempts('lock-once').doc(attemptId).get()).data();
    expect(attempt?.locked).toEqual({ q1: winners[0]?.body.correct });
    expect(attempt?.answers.q1).toEqual(winners[0]?.body.correct ? [1] : [3]);
  });
});

describe('two admins remove each other at once', () => {
  async function adminsLeft() {
    const records = await refs.users().where('role', '==', 'admin').get();
    const claims = await Promise.all(records.docs.map(async (record) => (await admin.auth.getUser(record.id)).customClaims?.admin === true));
    return { records: records.size, withClaim: claims.filter(Boolean).length };
  }

  it('deleting each other leaves one admin (409 last-admin for the other)', async () => {
    const second = await registeredAccount(admin.auth, refs, 'rival-admin', { admin: true });
    const answers = await Promise.all([
      api('DELETE', `/user/${second.uid}`, { token: tokens.admin }),
      api('DELETE', `/user/${accounts.admin.uid}`, { token: second.token }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The loser is refused as the last admin, or (deleted first) no longer signed in.
    expect([[200, 409], [200, 401]], JSON.stringify(answers)).toContainEqual(statuses);
    expect(await adminsLeft()).toEqual({ records: 1, withClaim: 1 });
  });

  it('demoting each other leaves one admin (409 last-admin for the other)', async () => {
    const second = await registeredAccount(admin.auth, refs, 'rival-admin', { admin: true });
    const demote = (email: string, token: string) => api('PUT', `/user?email=${encodeURIComponent(email)}`, { token, body: { role: '' } });
    const answers = await Promise.all([demote(second.email, tokens.admin), demote(accounts.admin.email, second.token)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect([[200, 409], [200, 403]], JSON.stringify(answers)).toContainEqual(statuses);
    expect(await adminsLeft()).toEqual({ records: 1, withClaim: 1 });
  });
});
