// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { globalStyleTags, render } from './prerender';

/** The landing and pricing pages are prerendered at build time (vite.config.ts), without a browser or Firebase. */
describe('prerender', () => {
  it("renders the landing page with its hero, the catalogue skeleton and a visitor's account area", async () => {
    const { html, title } = await render('/');
    expect(title).toBe('Home - Quiz Master');
    expect(html).toContain('id="hero-title"');
    expect(html).toContain('Play the game of knowledge');
    expect(html).toContain('aria-label="Loading quizzes"');
    expect(html).toContain('aria-label="Notifications: 0"');
    // A visitor's header needs no Firebase (the session hint); the quizzes are left to the browser.
    expect(html).toContain('>Login<');
    expect(html).toContain('data-start-app-when-visible');
    expect(html).toContain('<style data-emotion');
  });

  it('renders the pricing page whole, with its title', async () => {
    const { html, title } = await render('/pricing');
    expect(title).toBe('Pricing - Quiz Master');
    expect(html).toContain('One plan, every quiz');
    expect(html).toContain('107 dollars per year');
  });

  it('renders the login and sign-up forms, which load Firebase Auth only when submitted', async () => {
    const login = await render('/login');
    expect(login.title).toBe('Login - Quiz Master');
    expect(login.html).toContain('Login Here!');
    expect(login.html).toContain('autoComplete="current-password"');
    const signUp = await render('/signUp');
    expect(signUp.title).toBe('SignUp - Quiz Master');
    expect(signUp.html).toContain('Continue With Google');
  });

  it("writes Chakra's global styles as emotion would insert them: the layer order first, then the tokens", () => {
    const tags = globalStyleTags();
    expect(tags.indexOf('@layer reset,base,tokens,recipes;')).toBeGreaterThan(0);
    expect(tags.indexOf('@layer reset,base,tokens,recipes;')).toBeLessThan(tags.indexOf('--chakra-colors-purple-500'));
  });
});
