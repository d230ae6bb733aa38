import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';

/**
 * Another site that frames the app. It must be a real local server: Chromium refuses a page it
 * takes for public (one fulfilled by page.route) any frame from localhost before the app's
 * headers ever count.
 */
async function framingSite(appUrl: string) {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<iframe src="${appUrl}/quizzes"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`, close: () => server.close() };
}

/** Hosting's headers (firebase.json) as the Hosting emulator sends them. */
test.describe('security headers', () => {
  // This test frames the app on purpose: the refusal is the expected report.
  test.use({ expectedPolicyReports: [/frame-ancestors 'none'/] });

  test('pages, assets and the API carry their headers, no source map is served and no site can frame the app', async ({ page, request, baseURL }) => {
    const shell = await request.get('/payment');
    expect(shell.headers()).toMatchObject({
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-cache',
    });
    expect(shell.headers()['content-security-policy']).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(shell.headers()['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    // /quizzes comes from its function (functions/src/quizzes-page) under the same headers, and a CDN may keep it 30 s.
    const served = await request.get('/quizzes');
    const { 'cache-control': servedCaching, ...servedHeaders } = served.headers();
    expect(servedCaching).toBe('public, max-age=0, s-maxage=30');
    expect(servedHeaders).toMatchObject(Object.fromEntries(Object.entries(shell.headers()).filter(([name]) => /^(x-|strict-|referrer-|permissions-|content-security-)/.test(name))));

    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await (await request.get('/')).text())?.[1] ?? '';
    const asset = await request.get(script);
    expect(asset.headers()).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    expect(await asset.text()).not.toContain('sourceMappingURL');
    // No such file: the app shell answers, as for any unknown path.
    expect((await request.get(`${script}.map`)).headers()['content-type']).toContain('text/html');
    expect((await request.get('/api/v1/health')).headers()['cache-control']).toBe('no-store');

    const site = await framingSite(baseURL ?? '');
    try {
      const refused = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
      await page.goto(site.url);
      await refused;
      await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
    } finally {
      site.close();
    }
  });
});
