/**
 * Rate limits (shared/src/rate-limits.ts): one account, or many accounts behind one address,
 * cannot start quizzes, save answers, create payment intents (each a Stripe API call) or
 * register accounts without limit. A refused call is a 429 with Retry-After and the JSON error.
 *
 * The local stack has no front end that appends the caller's address to X-Forwarded-For, so a
 * test presents its address there, as Google's front end would append it (the last entry).
 * Calls without one are local traffic, which the emulator does not limit per address.
 */
import { describe, expect, it } from 'vitest';
import { paths } from '@quizmaster/shared/paths';
import { RATE_LIMITS, type ActionLimits, type RateLimitedAction, type RateLimitScope } from '@quizmaster/shared/rate-limits';
import { addressKey } from '@quizmaster/functions/api/client-address';
import { rateLimitCounterId } from '@quizmaster/functions/services/rate-limits';
import { createAccount, type TestAccount } from '../../support/api';
import { appUrl } from '../../support/urls';
import { arrangeQuiz, useDemoData } from './fixture';

const { admin, refs, tokens, accounts } = useDemoData('rate-limits');

interface Answer {
  status: number;
  body: { error?: string; message?: string; attemptId?: string };
  retryAfter: string | null;
}

/** A call through the Hosting emulator that also answers the Retry-After header. */
async function call(method: string, path: string, options: { token: string; body?: unknown; forwardedFor?: string }): Promise<Answer> {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = (() => {
    try {
      return JSON.parse(text) as Answer['body'];
    } catch {
      return { message: text };
    }
  })();
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}

let checkouts = 0;
/** A payment intent for a checkout page never seen before: a new intent, a new Stripe call. */
const freshIntent = (account: TestAccount, forwardedFor?: string) => {
  checkouts += 1;
  return call('POST', '/create-payment-intent', {
    token: account.token,
    body: { premiumPrice: 107, checkoutId: `checkout-${String(Date.now())}-${String(checkouts)}` },
    forwardedFor,
  });
};
const register = (account: TestAccount, forwardedFor?: string) =>
  call('POST', '/api/v1/user', { token: account.token, body: { email: account.email }, forwardedFor });
const startQuiz = (account: TestAccount, quizId: string) => call('POST', `/api/v1/start-quiz/${quizId}`, { token: account.token });

/** Calls `send` `times` times, one after the other, and expects each to succeed. */
async function succeeds(times: number, send: (index: number) => Promise<Answer>, what: string) {
  for (let index = 0; index < times; index += 1) {
    const answer = await send(index);
    expect(answer, `${what} #${String(index + 1)}: ${JSON.stringify(answer.body)}`).toHaveStatus(200);
  }
}

/** A 429 with the JSON error, its message and a Retry-After within the window. */
function expectRefused(answer: Answer, message: RegExp, windowSeconds: number) {
  expect(answer).toHaveStatus(429);
  expect(answer.body).toMatchObject({ error: 'rate-limited', message: expect.stringMatching(message) as unknown });
  const retryAfter = Number(answer.retryAfter);
  expect(Number.isInteger(retryAfter), `Retry-After: ${String(answer.retryAfter)}`).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const newPlayer = (key: string) => createAccount(admin.auth, `${key}-${String(Date.now())}`);
const accountsFor = (count: number, key: string) => Promise.all(Array.from({ length: count }, (_unused, index) => newPlayer(`${key}-${String(index)}`)));

/** Waits for the next window if this one ends within `seconds`, so a test's calls all fall in one window. */
async function roomInWindow(windowSeconds: number, seconds = 10) {
  const length = windowSeconds * 1000;
  const left = length - (Date.now() % length);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Fills this window's counter of a subject, as that many earlier calls would have, so that a
 * test needs only the last few calls (a burst of a whole minute's limit could straddle two
 * windows on a busy machine).
 */
async function fillCounter(action: RateLimitedAction, scope: RateLimitScope, subject: string, count: number, windowSeconds: number) {
  await roomInWindow(windowSeconds);
  const length = windowSeconds * 1000;
  const start = Math.floor(Date.now() / length) * length;
  const id = rateLimitCounterId(action, scope, subject, start);
  await admin.firestore.doc(paths.rateLimit(id)).set({ count, expiresAt: new Date(start + length) });
}

describe('per account', () => {
  const intents = RATE_LIMITS['payment-intent'].account;
  it(`refuses fresh payment intent number ${String(intents.max + 1)} within the hour: 429, Retry-After, the JSON error`, { timeout: 120_000 }, async () => {
    // Up to 60 s of it may go waiting for the next hour (roomInWindow below).
    const buyer = await newPlayer('intents');
    await roomInWindow(intents.windowSeconds, 60);
    await succeeds(intents.max, () => freshIntent(buyer), 'payment intent');
    expectRefused(await freshIntent(buyer), /^Too many payment attempts: try again in \d+ (seconds|minutes?)\.$/, intents.windowSeconds);
  });

  const starts = RATE_LIMITS['start-quiz'].account;
  it(`refuses start ${String(starts.max + 1)} of one account within a minute (resumes count too)`, async () => {
    await arrangeQuiz(refs, 'limited-starts');
    const player = await newPlayer('starter');
    await fillCounter('start-quiz', 'account', player.uid, starts.max - 3, starts.windowSeconds);
    await succeeds(3, () => startQuiz(player, 'limited-starts'), 'start');
    expectRefused(await startQuiz(player, 'limited-starts'), /^Too many quiz starts: try again in \d+ seconds?\.$/, starts.windowSeconds);
  });

  const saves = RATE_LIMITS['save-answer'].account;
  it(`refuses saved answer ${String(saves.max + 1)} of one account within a minute`, async () => {
    await arrangeQuiz(refs, 'limited-saves', { allQTime: 30 });
    const player = await newPlayer('saver');
    const started = await startQuiz(player, 'limited-saves');
    expect(started).toHaveStatus(200);
    const save = (index: number) =>
      call('PUT', '/api/v1/save-answer/limited-saves', {
        token: player.token,
        body: { attemptId: started.body.attemptId, questionId: `q${String((index % 4) + 1)}`, answer: [(index % 4) + 1] },
      });
    await fillCounter('save-answer', 'account', player.uid, saves.max - 4, saves.windowSeconds);
    await succeeds(4, save, 'save');
    expectRefused(await save(saves.max), /^Too many saved answers: try again in \d+ seconds?\.$/, saves.windowSeconds);
  });

  it('a full counter of the previous window does not count: the limit starts again in each window', async () => {
    const buyer = await newPlayer('next-window');
    const now = Date.now();
    const hour = intents.windowSeconds * 1000;
    const current = Math.floor(now / hour) * hour;
    const counter = (windowStart: number) => admin.firestore.doc(paths.rateLimit(rateLimitCounterId('payment-intent', 'account', buyer.uid, windowStart)));
    // The current window already full, as a burst of calls would leave it:
    await counter(current).set({ count: intents.max, expiresAt: new Date(current + hour) });
    expectRefused(await freshIntent(buyer), /^Too many payment attempts/, intents.windowSeconds);
    // …and the same burst an hour earlier: the window has moved on, so the call goes through.
    await counter(current).delete();
    await counter(current - hour).set({ count: intents.max * 5, expiresAt: new Date(current) });
    expect(await freshIntent(buyer)).toHaveStatus(200);
  });
});

describe('per address', () => {
  const signIns = RATE_LIMITS.register.address;
  const newAccounts = RATE_LIMITS['new-account'].address;

  it(`brings in at most ${String(newAccounts.max)} new accounts an hour from one address; sign-ins of existing accounts do not count`, async () => {
    const address = '203.0.113.17';
    const [first, second] = await accountsFor(2, 'newcomer');
    await fillCounter('new-account', 'address', addressKey(address), newAccounts.max - 1, newAccounts.windowSeconds);
    expect(await register(first as TestAccount, address)).toHaveStatus(200);
    expectRefused(await register(second as TestAccount, address), /^Too many new accounts from your network: try again in \d+ (seconds|minutes?)\.$/, newAccounts.windowSeconds);
    // The account already registered signs in again from the same address, and another address
    // still brings in new accounts.
    expect(await register(first as TestAccount, address)).toHaveStatus(200);
    expect(await register(second as TestAccount, '198.51.100.4')).toHaveStatus(200);
  });

  it(`counts every sign-in of an address, up to ${String(signIns.max)} an hour, across accounts`, async () => {
    const address = '203.0.113.18';
    const [player] = await accountsFor(1, 'signer');
    expect(await register(player as TestAccount, address)).toHaveStatus(200);
    await fillCounter('register', 'address', addressKey(address), signIns.max, signIns.windowSeconds);
    expectRefused(await register(player as TestAccount, address), /^Too many sign-ins from your network/, signIns.windowSeconds);
  });

  const intents = RATE_LIMITS['payment-intent'];
  it(`throwaway accounts behind one address share its ${String(intents.address.max)} payment intents an hour`, { timeout: 180_000 }, async () => {
    const address = '2001:db8:7:7::1';
    const perAccount = intents.account.max;
    const buyers = await accountsFor(Math.ceil(intents.address.max / perAccount) + 1, 'intent-farm');
    await roomInWindow(intents.address.windowSeconds, 80);
    // Another address of the same /64 network counts as the same address.
    await succeeds(intents.address.max, (index) => freshIntent(buyers[Math.floor(index / perAccount)] as TestAccount, index % 2 ? '2001:db8:7:7::2' : address), 'payment intent');
    expectRefused(await freshIntent(buyers.at(-1) as TestAccount, address), /^Too many payment attempts from your network/, intents.address.windowSeconds);
  });

  it('an address cannot be changed by sending X-Forwarded-For: only the entry the front end appended counts', async () => {
    const address = '192.0.2.33';
    const [player] = await accountsFor(1, 'spoofer');
    expect(await register(player as TestAccount, address)).toHaveStatus(200);
    await fillCounter('register', 'address', addressKey(address), signIns.max, signIns.windowSeconds);
    // Whatever the client writes before the front end's entry, it is the same address.
    expectRefused(await register(player as TestAccount, `198.51.100.99, ${address}`), /^Too many sign-ins from your network/, signIns.windowSeconds);
    expectRefused(await register(player as TestAccount, `10.0.0.1, 198.51.100.7, ${address}`), /^Too many sign-ins from your network/, signIns.windowSeconds);
  });
});

/**
 * The read-heavy endpoints (security review, finding 8): each reads up to hundreds of documents
 * or renders a PDF per call. The limit comes before the endpoint's own rules, so a call for
 * something that does not exist (404) counts as any other and the tests need no data.
 */
describe('read-heavy endpoints', () => {
  const reads: { action: RateLimitedAction; path: string; as: 'player' | 'admin' }[] = [
    { action: 'attempt-review', path: '/api/v1/attempt-review/no-quiz/no-attempt-1', as: 'player' },
    { action: 'my-results', path: '/api/v1/my-results', as: 'player' },
    { action: 'my-bests', path: '/api/v1/my-bests', as: 'player' },
    { action: 'leaderboard', path: '/api/v1/quizzes/no-quiz/leaderboard', as: 'player' },
    { action: 'item-analysis', path: '/api/v1/quizzes/no-quiz/item-analysis', as: 'admin' },
    { action: 'pdf-download', path: '/api/v1/certificates/no-certificate/pdf', as: 'player' },
    { action: 'pdf-download', path: '/api/v1/payments/pi_none/receipt', as: 'player' },
    { action: 'result-export', path: '/api/v1/quiz-results/no-quiz/csv', as: 'admin' },
    { action: 'question-export', path: '/api/v1/quizzes/no-quiz/export?format=csv', as: 'admin' },
  ];
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it.each(reads)('GET $path: $action, per address and then per account, 429 with Retry-After', async ({ action, path, as }) => {
    const limits: ActionLimits = RATE_LIMITS[action];
    const { account: perAccount, address: perAddress } = limits;
    if (!perAccount) throw new Error(`${action} has no per-account limit`);
    const who = as === 'admin' ? accounts.admin : accounts.player;
    const token = tokens[as];
    const wait = String.raw`try again in \d+ (seconds?|minutes?)\.$`;

    // Behind one address: its counter full, the next call from any account there is refused.
    const address = '203.0.113.80';
    await fillCounter(action, 'address', addressKey(address), perAddress.max, perAddress.windowSeconds);
    expectRefused(await call('GET', path, { token, forwardedFor: address }), new RegExp(`^Too many ${escaped(limits.what)} from your network: ${wait}`), perAddress.windowSeconds);

    // One account: the last call its window allows goes through (to the endpoint's own answer), the next is refused.
    await fillCounter(action, 'account', who.uid, perAccount.max - 1, perAccount.windowSeconds);
    const last = await call('GET', path, { token });
    expect(last.status, JSON.stringify(last.body)).not.toBe(429);
    expectRefused(await call('GET', path, { token }), new RegExp(`^Too many ${escaped(limits.what)}: ${wait}`), perAccount.windowSeconds);
  });

  it('lets a refused player still start and take quizzes: each endpoint counts on its own', async () => {
    await arrangeQuiz(refs, 'still-open');
    const reviews = RATE_LIMITS['attempt-review'].account;
    await fillCounter('attempt-review', 'account', accounts.player.uid, reviews.max, reviews.windowSeconds);
    expect(await call('GET', '/api/v1/attempt-review/still-open/x-1', { token: tokens.player })).toHaveStatus(429);
    expect(await startQuiz({ ...accounts.player, token: tokens.player }, 'still-open')).toHaveStatus(200);
  });
});
