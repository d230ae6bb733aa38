import { describe, expect, it } from 'vitest';
import { appUrl, authHost, firestoreHost, functionsUrl } from '../support/urls';

/** Fails loudly, first, when the stack is not running, instead of a wall of confusing failures. */
describe('the emulator stack', () => {
  it.each([
    ['Firestore', `http://${firestoreHost}/`],
    ['Auth', `http://${authHost}/`],
    ['Hosting', `${appUrl}/`],
  ])('has the %s emulator running (start the suite through `npm test`)', async (_name, url) => {
    const response = await fetch(url).catch((error: unknown) => {
      throw new Error(`Nothing answers at ${url}: run the emulator tests through \`npm test\`.`, { cause: error });
    });
    expect(response.status).toBeLessThan(500);
  });
});

describe('GET /api/v1/health', () => {
  it('answers JSON through the hosting rewrite to the api function', async () => {
    const response = await fetch(`${appUrl}/api/v1/health`);
    expect(response).toHaveStatus(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ok', service: 'Quiz Master' });
    expect(Date.parse(String(body.time))).not.toBeNaN();
  });

  it('answers the same directly from the functions emulator', async () => {
    const response = await fetch(`${functionsUrl}/api/api/v1/health`);
    expect(response).toHaveStatus(200);
  });
});

describe('API errors', () => {
  it('answers an unknown API path with a JSON 404 naming it', async () => {
    const response = await fetch(`${appUrl}/api/v1/no-such-thing`);
    expect(response).toHaveStatus(404);
    expect(await response.json()).toEqual({ error: 'not-found', message: 'No route for GET /api/v1/no-such-thing' });
  });

  it('answers a malformed JSON body with a 400, not a 5xx', async () => {
    // Cloud Functions parses JSON before our code runs and answers this one itself.
    const response = await fetch(`${appUrl}/api/v1/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response).toHaveStatus(400);
  });

  it('answers an oversized body with a JSON 413', async () => {
    const response = await fetch(`${appUrl}/api/v1/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(200_000) }),
    });
    expect(response).toHaveStatus(413);
    expect(await response.json()).toMatchObject({ error: 'payload-too-large' });
  });
});
