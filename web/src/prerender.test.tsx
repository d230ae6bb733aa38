// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './prerender';

/** The landing page is prerendered at build time (vite.config.ts), without a browser or Firebase. */
describe('prerender', () => {
  it('renders the landing page with its hero, the catalogue skeleton and the account area loading', async () => {
    const html = await render('/');
    expect(html).toContain('id="hero-title"');
    expect(html).toContain('Play the game of knowledge');
    expect(html).toContain('aria-label="Loading quizzes"');
    expect(html).toContain('aria-label="Notifications: 0"');
    // The parts that need Firebase are left to the browser: no Login button, no quiz yet.
    expect(html).not.toContain('>Login<');
    expect(html).toContain('<style data-emotion');
  });
});
