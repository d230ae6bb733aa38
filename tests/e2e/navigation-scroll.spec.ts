import { expect, test, type Page } from './support/test';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { signInDirectly } from './support/accounts';

/**
 * The app's own scroll restoration (web/src/app/scroll-restoration.ts): a page navigated to in the
 * app starts at the top, Back and Forward return to where each page was scrolled, and a list's
 * filter (a navigation that keeps the scroll) leaves the page where it is.
 */
const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

test.describe('scrolling between pages', () => {
  // A short window: every page scrolls.
  test.use({ viewport: { width: 1280, height: 500 } });

  test('a new page starts at the top; Back and Forward return to where each page was', async ({ page }) => {
    await signInDirectly(page, demoAccounts.player, '/pricing');
    // Signed in, the app starts at once: its header offers Sign Out.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const pricingScroll = await scrollY(page);
    expect(pricingScroll).toBeGreaterThan(100);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Play the game of knowledge' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate('window.scrollTo(0, 300)');

    await page.goBack();
    await expect(page).toHaveURL('/pricing');
    await expect.poll(() => scrollY(page)).toBe(pricingScroll);

    await page.goForward();
    await expect(page).toHaveURL('/');
    await expect.poll(() => scrollY(page)).toBe(300);
  });
});
