/** Authentication of every /api/v1 call: tokens are verified and roles read from the account. */
import { describe, expect, it } from 'vitest';
import { CLAIMS_STALE_HEADER } from '@quizmaster/shared/claims';
import { api, createAccount, forgedToken, signIn, TEST_PASSWORD } from '../../support/api';
import { useDemoData } from './fixture';

const { admin, tokens, accounts } = useDemoData('auth');

describe('calls without a valid token get a JSON 401', () => {
  it.each([
    ['no Authorization header', {}],
    ['a Basic header', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['"Bearer" with no token', { authorization: 'Bearer ' }],
    ['a token that is not a JWT', { authorization: 'Bearer not-a-token' }],
  ])('%s', async (_label, headers) => {
    const response = await api('GET', '/user', { headers });
    expect(response).toHaveStatus(401);
    expect(response.body).toMatchObject({ error: 'unauthenticated', message: expect.any(String) });
  });

  it('a forged token for an account that does not exist', async () => {
    const token = forgedToken({ sub: 'nobody-at-all', user_id: 'nobody-at-all', admin: true });
    expect(await api('GET', '/user', { token })).toHaveStatus(401);
  });

  it('a forged token for another project', async () => {
    const token = forgedToken({ sub: accounts.admin.uid, user_id: accounts.admin.uid, aud: 'some-other-project' });
    expect(await api('GET', '/user', { token })).toHaveStatus(401);
  });

  it('an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const token = forgedToken({ sub: accounts.admin.uid, user_id: accounts.admin.uid, iat: past, auth_time: past, exp: past + 3600 });
    expect(await api('GET', '/user', { token })).toHaveStatus(401);
  });

  it('the token of a deleted account', async () => {
    const account = await createAccount(admin.auth, 'soon-gone');
    await admin.auth.deleteUser(account.uid);
    expect(await api('GET', `/singleUserByEmail/${account.email}`, { token: account.token })).toHaveStatus(401);
  });

  it('the token of a disabled account', async () => {
    const account = await createAccount(admin.auth, 'disabled');
    await admin.auth.updateUser(account.uid, { disabled: true });
    expect(await api('GET', `/singleUserByEmail/${account.email}`, { token: account.token })).toHaveStatus(401);
  });

  it('a token issued before the sessions were revoked', async () => {
    const account = await createAccount(admin.auth, 'revoked');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await admin.auth.revokeRefreshTokens(account.uid);
    expect(await api('GET', `/singleUserByEmail/${account.email}`, { token: account.token })).toHaveStatus(401);
  });
});

describe('roles come from the account, not from the token', () => {
  it('a token that claims admin for a player gains nothing (403)', async () => {
    const player = accounts.player;
    const token = forgedToken({ sub: player.uid, user_id: player.uid, email: player.email, admin: true });
    const response = await api('GET', '/user', { token });
    expect(response).toHaveStatus(403);
    expect(response.body).toMatchObject({ error: 'permission-denied' });
  });

  it('a role granted a moment ago applies to the token the player already has', async () => {
    expect(await api('GET', '/user', { token: tokens.player })).toHaveStatus(403);
    await admin.auth.setCustomUserClaims(accounts.player.uid, { admin: true });
    expect(await api('GET', '/user', { token: tokens.player })).toHaveStatus(200);
  });

  it('a role removed a moment ago is gone for the token the admin already has', async () => {
    await admin.auth.setCustomUserClaims(accounts.admin.uid, {});
    expect(await api('GET', '/user', { token: tokens.admin })).toHaveStatus(403);
  });
});

describe('a token whose role or premium claims are out of date is told so (X-Claims-Stale), so the app refreshes it', () => {
  const staleHeader = async (token: string) => (await api('GET', '/notifications/unread-count', { token })).headers.get(CLAIMS_STALE_HEADER);

  it('not for a token that says what the account says', async () => {
    const account = await createAccount(admin.auth, 'claims-fresh', { claims: { premium: true, premiumUntil: 2_000_000_000 } });
    expect(await staleHeader(account.token)).toBeNull();
  });

  it('after a role is granted, and after it is removed; a new token is fresh again', async () => {
    const account = await createAccount(admin.auth, 'claims-role');
    await admin.auth.setCustomUserClaims(account.uid, { admin: true });
    expect(await staleHeader(account.token)).toBe('1');
    const adminToken = await signIn(account.email, TEST_PASSWORD);
    expect(await staleHeader(adminToken)).toBeNull();
    await admin.auth.setCustomUserClaims(account.uid, {});
    expect(await staleHeader(adminToken)).toBe('1');
  });

  it('after premium starts or is refunded', async () => {
    const account = await createAccount(admin.auth, 'claims-premium');
    await admin.auth.setCustomUserClaims(account.uid, { premium: true, premiumUntil: 2_000_000_000 });
    expect(await staleHeader(account.token)).toBe('1');
    const premiumToken = await signIn(account.email, TEST_PASSWORD);
    expect(await staleHeader(premiumToken)).toBeNull();
    await admin.auth.setCustomUserClaims(account.uid, {});
    expect(await staleHeader(premiumToken)).toBe('1');
  });

  it('on an admin call that a player just made admin makes with their old token (the API lets them in already)', async () => {
    const account = await createAccount(admin.auth, 'claims-refused');
    await admin.auth.setCustomUserClaims(account.uid, { admin: true });
    const response = await api('GET', '/user', { token: account.token });
    expect(response).toHaveStatus(200);
    expect(response.headers.get(CLAIMS_STALE_HEADER)).toBe('1');
  });
});

/** Every endpoint that needs a signed-in caller, with a body that would otherwise be valid enough to reach the check. */
const protectedEndpoints: [method: string, path: string][] = [
  ['GET', '/singleUserByEmail/player@quizmaster.test'],
  ['POST', '/user'],
  ['GET', '/user'],
  ['PUT', '/user?email=player@quizmaster.test'],
  ['DELETE', '/user/demo-player'],
  ['GET', '/get-single-quiz/world-capitals'],
  ['POST', '/createQuizDemo'],
  ['POST', '/createQuestionDemo'],
  ['DELETE', '/delete-quiz/world-capitals'],
  ['POST', '/start-quiz/world-capitals'],
  ['PUT', '/save-answer/world-capitals'],
  ['POST', '/submit-quiz/world-capitals'],
  ['GET', '/getAllPayment'],
  ['GET', '/singlePaymentByEmail/premium@quizmaster.test'],
];

describe('every protected endpoint', () => {
  it.each(protectedEndpoints)('%s %s answers 401 without a token', async (method, path) => {
    const response = await api(method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(response).toHaveStatus(401);
    expect(response.body).toMatchObject({ error: 'unauthenticated' });
  });

  it.each(protectedEndpoints)('%s %s answers 401 with a forged token', async (method, path) => {
    const token = forgedToken({ sub: 'forged-user', user_id: 'forged-user', admin: true, premium: true });
    const response = await api(method, path, { token, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(response).toHaveStatus(401);
  });

  it('GET /get-all-quiz is public', async () => {
    expect(await api('GET', '/get-all-quiz')).toHaveStatus(200);
  });
});
