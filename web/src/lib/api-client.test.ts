import type { Auth } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api-client';

function signedIn() {
  const getIdToken = vi.fn((forceRefresh?: boolean) => Promise.resolve(forceRefresh ? 'fresh-token' : 'token'));
  return { auth: { currentUser: { getIdToken } } as unknown as Auth, getIdToken };
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers }))));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest and the claims header', () => {
  it('leaves the token alone when the answer does not say its claims are out of date', async () => {
    const { auth, getIdToken } = signedIn();
    answer(200, { ok: true });
    await expect(apiRequest(auth, 'GET /api/v1/health')).resolves.toEqual({ ok: true });
    expect(getIdToken).not.toHaveBeenCalledWith(true);
  });

  it('refreshes the token before answering when X-Claims-Stale is set, once, without repeating the call', async () => {
    const { auth, getIdToken } = signedIn();
    answer(200, { ok: true }, { 'X-Claims-Stale': '1' });
    await expect(apiRequest(auth, 'POST /api/v1/notifications/read-all')).resolves.toEqual({ ok: true });
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refreshes it on a refused call too, and keeps the error body', async () => {
    const { auth, getIdToken } = signedIn();
    answer(409, { error: 'deadline-passed', message: 'Too late', result: { marks: 50 } }, { 'X-Claims-Stale': '1' });
    const failure = await apiRequest(auth, 'POST /api/v1/notifications/read-all').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 409, code: 'deadline-passed', body: { result: { marks: 50 } } });
    expect(getIdToken).toHaveBeenCalledWith(true);
  });
});
