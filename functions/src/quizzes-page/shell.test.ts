import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { conditionalShellReader } from './shell';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A stand-in for Hosting: serves `site.html` with an ETag of its version, and 304 to a request that names it. */
async function hosting() {
  const site = { html: '<html>v1</html>', version: 1, status: 200, requests: [] as (string | undefined)[] };
  const app = express();
  app.set('etag', false);
  app.get('/shells/quizzes.html', (request, response) => {
    site.requests.push(request.get('if-none-match'));
    if (site.status !== 200) return void response.status(site.status).send('unavailable');
    const etag = `"${String(site.version)}"`;
    if (request.get('if-none-match') === etag) return void response.status(304).end();
    response.set('ETag', etag).type('html').send(site.html);
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  const url = new URL(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}/shells/quizzes.html`);
  return { site, url };
}

describe("the /quizzes shell, read from Hosting on every render", () => {
  it("asks with the last copy's ETag: a 304 answers that same copy, a release its new shell at once", async () => {
    const { site, url } = await hosting();
    const read = conditionalShellReader(() => url);
    const first = await read();
    expect(first).toEqual({ html: '<html>v1</html>', etag: '"1"' });
    expect(await read()).toBe(first);
    site.html = '<html>v2</html>';
    site.version = 2;
    expect(await read()).toEqual({ html: '<html>v2</html>', etag: '"2"' });
    expect(site.requests).toEqual([undefined, '"1"', '"1"']);
  });

  it('fails when Hosting does, and keeps no shell it could not check', async () => {
    const { site, url } = await hosting();
    const read = conditionalShellReader(() => url);
    await read();
    site.status = 503;
    await expect(read()).rejects.toThrow('HTTP 503');
  });

  it('reads in full when Hosting sends no ETag', async () => {
    const calls: RequestInit[] = [];
    const read = conditionalShellReader(
      () => new URL('http://hosting.invalid/shells/quizzes.html'),
      (_url, init) => (calls.push(init ?? {}), Promise.resolve(new Response('<html></html>', { status: 200 }))),
    );
    await read();
    await read();
    expect(calls.map((init) => init.headers)).toEqual([{}, {}]);
  });
});
