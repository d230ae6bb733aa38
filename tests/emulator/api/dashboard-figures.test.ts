/**
 * The admin dashboard's figures stay exact under concurrency. Payments (the real checkout
 * against the local Stripe stand-in), refunds, quiz submissions and new quizzes all happen at
 * once through the API; then the dashboard's own reads (readAdminFigures: count() aggregations
 * and the top quizzes), run as an admin's browser would under the security rules, must equal
 * what the test did, counted independently from the stored documents.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_PRICE_USD } from '@quizmaster/shared/constants';
import { readAdminFigures } from '@quizmaster/web/features/dashboard/api/admin-figures';
import { CHART_QUIZZES, lastMonths, revenueUsd } from '@quizmaster/web/features/dashboard/lib/admin-summary';
import { api, siteApi, type TestAccount } from '../../support/api';
import { payPremium } from '../../support/stripe';
import { registeredAccount } from '../reliability/accounts';
import { inFlightLimit, warmUpFunctionWorkers } from '../reliability/function-workers';
import { firestoreAs, startRulesEnvironment } from '../rules/rules-env';
import { arrangeQuiz, useDemoData } from './fixture';

const { admin, refs, tokens, accounts } = useDemoData('dashboard-figures');

let rulesEnv: RulesTestEnvironment;
beforeAll(async () => {
  rulesEnv = await startRulesEnvironment();
});
afterAll(async () => {
  await rulesEnv.cleanup();
});

const BUYERS = 5;
const REFUNDED = 3;
/** Players submitting each arranged quiz during the burst. */
const TAKERS = { 'figures-a': 10, 'figures-b': 5 } as const;
const NEW_QUIZZES = 2;
/**
 * API calls open at once. The functions emulator starts one worker process per open request
 * and fails a request whose worker is not up within 30 s, which dozens starting together on a
 * busy machine can exceed; so workers are started beforehand and calls wait for a free one.
 * The burst's calls are interleaved, so payments, refunds and submissions are in flight together.
 * Stripe's webhooks (a payment's success, a refund) arrive as further requests on top of these.
 */
const IN_FLIGHT = 6;
const WEBHOOKS_IN_FLIGHT = 6;
const inFlight = inFlightLimit(IN_FLIGHT);
const call: typeof api = (method, path, request) => inFlight(() => api(method, path, request));

const createPayment = (transactionId: string, token: string) =>
  call('POST', '/createPayment', { token, body: { paymentDetails: { transactionId } } });

/** Pays premium as the checkout page does and records it; returns the PaymentIntent id. */
async function buyPremium(buyer: TestAccount): Promise<string> {
  const intentId = await inFlight(() => payPremium(buyer.token));
  const recorded = await createPayment(intentId, buyer.token);
  if (recorded.status !== 200) throw new Error(`createPayment answered ${String(recorded.status)}: ${JSON.stringify(recorded.body)}`);
  return intentId;
}

/** Throws with the answer when a call did not succeed, so Promise.all reports which one. */
function expectOk(what: string) {
  return ({ status, body }: { status: number; body: unknown }) => {
    if (status < 200 || status > 299) throw new Error(`${what} answered ${String(status)}: ${JSON.stringify(body)}`);
  };
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Starts an attempt at a quiz (before the burst), returning what the submit needs. */
async function startedAttempt(player: TestAccount, quizId: string) {
  const started = await call<{ attemptId: string }>('POST', `/start-quiz/${quizId}`, { token: player.token });
  expectOk(`start-quiz ${quizId}`)(started);
  return { player, quizId, attemptId: started.body.attemptId };
}

describe('the admin dashboard during payments, refunds and submissions at once', () => {
  it('shows exact figures afterwards', { timeout: 180_000 }, async () => {
    // Before the burst: the quizzes to take, the attempts to submit, and paid payments whose
    // owners asked for a refund (the admins refund them during the burst).
    await Promise.all(Object.keys(TAKERS).map((quizId) => arrangeQuiz(refs, quizId)));
    let since = Date.now();
    await warmUpFunctionWorkers(IN_FLIGHT + WEBHOOKS_IN_FLIGHT, '/api/v1/get-single-quiz/figures-a', [tokens.player], 4);
    const takers = Object.entries(TAKERS).flatMap(([quizId, count]) =>
      Array.from({ length: count }, (_unused, index) => ({ quizId, key: `${quizId}-taker-${String(index)}` })),
    );
    const attempts = await Promise.all(
      takers.map(async ({ quizId, key }) => startedAttempt(await registeredAccount(admin.auth, refs, key), quizId)),
    );
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_unused, index) => registeredAccount(admin.auth, refs, `figures-buyer-${String(index)}`)));
    const refunders = await Promise.all(
      Array.from({ length: REFUNDED }, async (_unused, index) => {
        const buyer = await registeredAccount(admin.auth, refs, `figures-refund-${String(index)}`);
        const intentId = await buyPremium(buyer);
        const asked = await call('PUT', `/updatePayment?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token, body: { refund: 'processing' } });
        expectOk('updatePayment processing')(asked);
        return intentId;
      }),
    );

    console.log(`[dashboard-figures] workers warmed, attempts started and refunds requested in ${seconds(since)}`);

    since = Date.now();
    const burst: (() => Promise<unknown>)[][] = [
      buyers.map((buyer) => () => buyPremium(buyer)),
      refunders.map((tId) => async () =>
        expectOk('refund-payment-intent')(
          await inFlight(() => siteApi('POST', '/refund-payment-intent', { token: tokens.admin, body: { transactionID: { tId } } })),
        ),
      ),
      attempts.map(({ player, quizId, attemptId }) => async () =>
        expectOk(`submit-quiz ${quizId}`)(
          await call('POST', `/submit-quiz/${quizId}`, { token: player.token, body: { attemptId, answers: { q1: [1] } } }),
        ),
      ),
      Array.from({ length: NEW_QUIZZES }, (_unused, index) => async () =>
        expectOk('createQuizDemo')(
          await call('POST', '/createQuizDemo', {
            token: tokens.admin,
            body: {
              quizName: `New quiz ${String(index)}`,
              image: '/covers/science.svg',
              description: 'Made during the burst',
              quizType: 'free',
              resultType: 'quiz-wise',
              timeType: 'per-quiz',
              retakeCount: 0,
              allQTime: 5,
            },
          }),
        ),
      ),
    ];
    // Round robin over the kinds of call, so each kind is in flight alongside the others.
    const longest = Math.max(...burst.map((calls) => calls.length));
    const interleaved = Array.from({ length: longest }, (_unused, index) => burst.flatMap((calls) => calls[index] ?? [])).flat();
    await Promise.all(interleaved.map((run) => run()));
    console.log(
      `[dashboard-figures] ${String(BUYERS)} payments, ${String(REFUNDED)} refunds, ${String(attempts.length)} submissions and ` +
        `${String(NEW_QUIZZES)} new quizzes, ${String(IN_FLIGHT)} calls in flight, in ${seconds(since)}`,
    );

    // What the dashboard shows, read as an admin's browser reads it (under the security rules).
    const now = new Date();
    const adminBrowser = firestoreAs(rulesEnv, accounts.admin.uid, { admin: true });
    const figures = await readAdminFigures(adminBrowser, now);

    // The truth, from the stored documents (small data: the test may read it all).
    const [quizzes, payments] = await Promise.all([refs.quizzes().get(), refs.payments().get()]);
    const kept = payments.docs.filter((payment) => payment.data().refund !== 'true');
    const submissionsPerQuiz = await Promise.all(
      quizzes.docs.map(async (quiz) => ({ label: quiz.data().quizName, value: (await refs.submissions(quiz.id).count().get()).data().count })),
    );
    const topQuizzes = submissionsPerQuiz
      .sort((a, b) => b.value - a.value || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
      .slice(0, CHART_QUIZZES);
    const paidAt = payments.docs.map((payment) => payment.data().createdAt);
    const perMonth = lastMonths(now).map((month) => ({
      label: month.label,
      value: paidAt.filter((date) => date >= month.start && date < month.end).length,
    }));

    // The demo payment, the new ones and the refunded ones; the burst's arithmetic first.
    expect(payments.size).toBe(1 + BUYERS + REFUNDED);
    expect(kept.length).toBe(1 + BUYERS);
    expect(figures.quizCount).toBe(quizzes.size);
    expect(figures.paymentsNotRefunded).toBe(kept.length);
    expect(revenueUsd(figures.paymentsNotRefunded)).toBe((1 + BUYERS) * PREMIUM_PRICE_USD);
    expect(figures.paymentsPerMonth).toEqual(perMonth);
    expect(figures.paymentsPerMonth.at(-1)?.value).toBeGreaterThanOrEqual(BUYERS + REFUNDED);
    expect(figures.submissionsPerQuiz).toEqual(topQuizzes);
    expect(figures.submissionsPerQuiz.slice(0, 2)).toEqual([
      { label: 'Quiz figures-a', value: TAKERS['figures-a'] },
      { label: 'Quiz figures-b', value: TAKERS['figures-b'] },
    ]);
  });
});
