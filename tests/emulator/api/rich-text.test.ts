/**
 * POST /api/v1/rich-text/preview (issue 34): the editor's preview of math and code, rendered to
 * sanitised HTML by the server as a question's save will. Admins only (403 for a player, 401
 * signed out), the text capped at the longest field's limit (400 naming the field), rate-limited
 * per account (429).
 */
import { describe, expect, it } from 'vitest';
import { paths } from '@quizmaster/shared/paths';
import { RATE_LIMITS } from '@quizmaster/shared/rate-limits';
import { RICH_TEXT_LIMITS } from '@quizmaster/shared/rich-text';
import { rateLimitCounterId } from '@quizmaster/functions/services/rate-limits';
import { api, callRoute } from '../../support/api';
import { useDemoData } from './fixture';

const { admin, tokens, accounts } = useDemoData('rich-text');

const preview = (text: unknown, token?: string) => api<{ html?: string; error?: string; message?: string }>('POST', '/rich-text/preview', { token, body: { text } });

describe('POST /rich-text/preview', () => {
  it('answers an admin the rendered HTML: MathML, highlighted code, escaped text', async () => {
    const response = await callRoute('POST /api/v1/rich-text/preview', {
      token: tokens.admin,
      body: { text: 'Is $x^2$ <b>even</b>?\n```js\nconst a = 1;\n```' },
    });
    expect(response).toHaveStatus(200);
    const { html } = response.body;
    expect(html).toMatch(/^Is <span class="katex"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"><semantics><mrow><msup><mi>x<\/mi><mn>2<\/mn><\/msup>/);
    expect(html).toContain(' &lt;b&gt;even&lt;/b&gt;?');
    expect(html).toContain('<pre class="rich-code-block"><code class="hljs language-js"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;</code></pre>');
  });

  it('never answers markup from the text, however hostile', async () => {
    const response = await callRoute('POST /api/v1/rich-text/preview', {
      token: tokens.admin,
      body: { text: '<script>alert(1)</script> $\\href{javascript:alert(1)}{x}$ $\\htmlClass{a}{b}$' },
    });
    expect(response).toHaveStatus(200);
    expect(response.body.html).toMatch(/^&lt;script&gt;alert\(1\)&lt;\/script&gt; <span class="katex">/);
    expect(response.body.html).not.toMatch(/<script|href=|<a\b|class="a"/);
  });

  it('refuses a player (403) and a signed-out caller (401)', async () => {
    const asPlayer = await preview('$x$', tokens.player);
    expect(asPlayer).toHaveStatus(403);
    expect(asPlayer.body).toMatchObject({ error: 'permission-denied' });
    expect(asPlayer.body.html).toBeUndefined();
    const signedOut = await preview('$x$');
    expect(signedOut).toHaveStatus(401);
    expect(signedOut.body.html).toBeUndefined();
  });

  it('refuses text over the limit, or no text, with a 400 naming the field', async () => {
    expect(await preview('x'.repeat(RICH_TEXT_LIMITS.text), tokens.admin)).toHaveStatus(200);
    const long = await preview(`$x$${'x'.repeat(RICH_TEXT_LIMITS.text)}`, tokens.admin);
    expect(long).toHaveStatus(400);
    expect(long.body).toMatchObject({ error: 'invalid-argument', message: `Invalid body: text: The text has at most ${String(RICH_TEXT_LIMITS.text)} characters` });
    const none = await api<{ error?: string; message?: string }>('POST', '/rich-text/preview', { token: tokens.admin, body: {} });
    expect(none).toHaveStatus(400);
    expect(none.body.message).toMatch(/^Invalid body: text: /);
  });

  it('is rate-limited per account: 429 with Retry-After', async () => {
    const limit = RATE_LIMITS['rich-text-preview'].account;
    const length = limit.windowSeconds * 1000;
    // All in one window: wait for the next when this one ends within 10 s.
    if (length - (Date.now() % length) < 10_000) await new Promise((resolve) => setTimeout(resolve, length - (Date.now() % length) + 50));
    const start = Math.floor(Date.now() / length) * length;
    const counter = rateLimitCounterId('rich-text-preview', 'account', accounts.admin.uid, start);
    await admin.firestore.doc(paths.rateLimit(counter)).set({ count: limit.max - 1, expiresAt: new Date(start + length) });
    expect(await preview('$x$', tokens.admin)).toHaveStatus(200);
    const refused = await preview('$x$', tokens.admin);
    expect(refused).toHaveStatus(429);
    expect(refused.body).toMatchObject({ error: 'rate-limited', message: expect.stringMatching(/^Too many rich text previews: try again in \d+ seconds?\.$/) as unknown });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
