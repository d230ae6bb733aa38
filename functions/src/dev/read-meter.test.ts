import type { AddressInfo } from 'node:net';
import express from 'express';
import { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreReadMeter } from './read-meter';

/**
 * The meter without a Firestore: a route asks for documents by id through the wrapped
 * `Firestore.getAll` on an object that is not a real client, so the original throws at once and
 * no network is needed. What matters is the count and the headers.
 */
describe('firestoreReadMeter', () => {
  const db = new Firestore({ projectId: 'demo-read-meter' });
  const app = express();
  app.use(firestoreReadMeter());
  app.get('/none', (_request, response) => {
    response.json({ ok: true });
  });
  app.get('/two-lookups', (_request, response) => {
    try {
      // eslint-disable-next-line @typescript-eslint/no-floating-promises -- throws before any promise exists
      Firestore.prototype.getAll.call({}, db.doc('quizzes/a'), db.doc('quizzes/b'));
    } catch {
      // Expected: `{}` is not a Firestore client.
    }
    response.json({ ok: true });
  });
  let base = '';
  let server: ReturnType<typeof app.listen> | undefined;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => {
        resolve();
      });
    });
    base = `http://127.0.0.1:${String((server?.address() as AddressInfo).port)}`;
  });
  afterAll(() => {
    server?.close();
  });

  it('answers zero reads for a request that reads nothing', async () => {
    const response = await fetch(`${base}/none`);
    expect(response.headers.get('x-firestore-reads')).toBe('0');
  });

  it('counts each document asked for by id, per request', async () => {
    const response = await fetch(`${base}/two-lookups`);
    expect(response.headers.get('x-firestore-reads')).toBe('2');
    expect(response.headers.get('x-firestore-read-detail')).toBe('lookups=2; queries=0; query-documents=0');
    const again = await fetch(`${base}/none`);
    expect(again.headers.get('x-firestore-reads')).toBe('0');
  });
});
