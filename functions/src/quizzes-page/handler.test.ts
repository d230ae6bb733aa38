import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { SERVED_CATALOGUE_ID, type CatalogueList, type CatalogueRow } from '@quizmaster/shared/catalogue-first-row';
import { quizzesPageHandler, type QuizzesPageSources } from './handler';
import type { Shell } from './shell';
import { row, SHELL } from './test-fixtures';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** The handler behind a real HTTP server, with a clock the test moves and a count of each source's reads. */
async function serve(options: Partial<QuizzesPageSources> & { rows?: () => Promise<CatalogueRow[]> }) {
  const clock = { now: 1_000_000 };
  const reads: CatalogueList[] = [];
  const shellReads: number[] = [];
  /** The shell Hosting serves now (a release replaces it). */
  const hosting: { shell: Shell } = { shell: { html: SHELL, etag: '"v1"' } };
  const handler = quizzesPageHandler({
    readShell: () => (shellReads.push(clock.now), Promise.resolve(hosting.shell)),
    readRows: (list) => (reads.push(list), options.rows ? options.rows() : Promise.resolve([row('geography')])),
    now: () => clock.now,
    pageTtlMs: 30_000,
    ...options,
  });
  const app = express();
  app.all('/quizzes', (request, response) => void handler(request, response));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return { clock, hosting, reads, shellReads, get: (path = '/quizzes', init?: RequestInit) => fetch(base + path, init) };
}

describe('GET /quizzes (the quizzesPage function)', () => {
  it('serves the page gzipped with its first row, its rows from memory for the TTL, then reads again', async () => {
    const { clock, reads, shellReads, get } = await serve({});
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    const html = await first.text();
    expect(html).toContain(`id="${SERVED_CATALOGUE_ID}"`);
    expect(await (await get()).text()).toBe(html);
    await get();
    expect(reads).toHaveLength(1);
    clock.now += 30_000;
    expect((await get()).status).toBe(200);
    expect(reads).toHaveLength(2);
    // The shell is asked for on every visit (conditionally: shell.ts).
    expect(shellReads).toHaveLength(4);
  });

  it("renders a Hosting release's shell at the next visit, within the rows' TTL: no page names the previous build's files", async () => {
    const { hosting, reads, get } = await serve({});
    expect(await (await get()).text()).toContain('/assets/entry.js');
    hosting.shell = { html: SHELL.replace('/assets/entry.js', '/assets/entry-next.js'), etag: '"v2"' };
    const afterRelease = await (await get()).text();
    expect(afterRelease).toContain('/assets/entry-next.js');
    expect(afterRelease).not.toContain('/assets/entry.js');
    expect(afterRelease).toContain(`id="${SERVED_CATALOGUE_ID}"`);
    // The rows were not read again for it.
    expect(reads).toHaveLength(1);
  });

  it('reads the list of the URL: ?type= and ?more= pages, a bounded set of pages', async () => {
    const { reads, get } = await serve({});
    await get('/quizzes?type=paid&more=2');
    await get('/quizzes?type=<script>&more=9999');
    await get('/quizzes?type=paid&more=2');
    expect(reads).toEqual([
      { quizType: 'paid', count: 2 * PAGE_SIZES.catalogue },
      { quizType: null, count: 20 * PAGE_SIZES.catalogue },
    ]);
  });

  it('reads on every visit with no TTL (the emulators)', async () => {
    const { reads, get } = await serve({ pageTtlMs: 0 });
    await get();
    await get();
    expect(reads).toHaveLength(2);
  });

  it('serves the plain shell, kept nowhere, when the catalogue cannot be read', async () => {
    const { reads, get } = await serve({ rows: () => Promise.reject(new Error('Firestore is down')) });
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(SHELL);
    await get();
    expect(reads).toHaveLength(2);
  });

  it('answers 503 without a shell, and only GET and HEAD', async () => {
    const { get } = await serve({ readShell: () => Promise.reject(new Error('no hosting')), rows: () => Promise.reject(new Error('no Firestore')) });
    const response = await get();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await get('/quizzes', { method: 'POST' })).status).toBe(405);
  });
});
