import { expect, test } from './support/test';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';

test.describe('the shell', () => {
  // A fresh browser with a light system preference: the app starts light.
  test.use({ colorScheme: 'light' });

  // On /pricing: the shell is the same on every page, and this one has no data to wait for.
  test('remembers the Dark toggle across reloads', async ({ page }) => {
    await page.goto('/pricing');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);

    const darkToggle = page.getByRole('banner').getByText('Dark', { exact: true }).filter({ visible: true });
    await darkToggle.click();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('banner').getByRole('switch', { name: 'Dark' })).toBeChecked();
    expect(await page.evaluate<string | null>("localStorage.getItem('quizmaster-color-mode')")).toBe('dark');
    await expectAccessible(page);

    await darkToggle.click();
    await expect(html).toHaveClass(/\blight\b/);
    await page.reload();
    await expect(html).toHaveClass(/\blight\b/);
  });

  // The build writes Chakra's global styles into each page (web/src/components/ui/global-styles.ts):
  // the browser must not build them again at start-up.
  test("carries Chakra's global styles in the HTML, and the app inserts none of its own", async ({ page, browser }) => {
    const purpleToken = "getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-purple-500').trim()";
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    try {
      for (const path of ['/', '/pricing']) {
        const staticPage = await withoutScripts.newPage();
        await staticPage.goto(path);
        expect(await staticPage.evaluate<string>(purpleToken), `${path} without scripts`).not.toBe('');
      }
    } finally {
      await withoutScripts.close();
    }

    // What the global <style> elements hold, as text (the HTML's) and as rules (emotion inserts
    // through the CSSOM, leaving the text empty).
    const globalSheets = `[...document.querySelectorAll('style[data-emotion*="-global"]')]
      .map((style) => style.textContent + '|' + style.sheet.cssRules.length)`;
    await page.goto('/pricing');
    const served = await page.evaluate<string[]>(globalSheets);
    await expect(page.getByRole('heading', { name: 'One plan, every quiz' })).toBeVisible();
    expect(await page.evaluate<string>(purpleToken)).not.toBe('');
    const afterStart = await page.evaluate<string[]>(globalSheets);
    expect(afterStart.filter((sheet) => sheet.startsWith('|') && !sheet.endsWith('|0'))).toEqual([]);
    expect(afterStart).toEqual(served);
  });

  test('gives the header a background once the page is scrolled 50 px (SPEC.md: >= 50)', async ({ page }) => {
    await page.goto('/pricing');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate('window.scrollTo(0, 49)');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(49);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate('window.scrollTo(0, 50)');
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.mouse.wheel(0, -2000);
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('links the footer to /pricing and / with the current year', async ({ page }) => {
    await page.goto('/pricing');
    const footer = page.getByRole('contentinfo');
    for (const column of ['Product', 'Company', 'Developers', 'Social']) {
      await expect(footer.getByRole('heading', { name: column })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });
});

test.describe('pricing (/pricing)', () => {
  test('states the premium offer and sends a visitor to login before paying', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing - Quiz Master');
    const premium = page.getByRole('region', { name: 'Premium' });
    await expect(premium).toContainText('107 dollars per year');
    await expect(premium).toContainText('Every paid quiz unlocked for a whole year');
    await expect(page.getByText('Refundable on request')).toBeVisible();
    await expect(page.getByText('Pay by card')).toBeVisible();
    await expectAccessible(page);

    await premium.getByRole('link', { name: 'Get Premium' }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('404 page', () => {
  test('shows the illustration and goes back home', async ({ page }) => {
    await page.goto('/this/page/does/not/exist');
    await expect(page).toHaveTitle('Page Not Found - Quiz Master');
    await expect(page.getByRole('main').locator('svg').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go Back To Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes the collapsible menu: Home, Dashboard, Dark, Start Quiz', async ({ page }) => {
    await page.goto('/pricing');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const mobileMenu = header.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileMenu).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileMenu).toBeVisible();
    await expect(mobileMenu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(mobileMenu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(mobileMenu.getByRole('switch', { name: 'Dark' })).toBeAttached();
    await expect(mobileMenu.getByRole('link', { name: 'Start Quiz' })).toHaveAttribute('href', '/quizzes');
    await expectAccessible(page);

    await header.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileMenu).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await mobileMenu.getByRole('link', { name: 'Start Quiz' }).click();
    await expect(mobileMenu).toBeHidden();
    await expect(page).toHaveURL(/\/(quizzes|login)$/);
  });

  test('fits the whole header in the width of the phone, signed out and signed in', async ({ page }) => {
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const sidewaysOverflow = () => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    await page.goto('/pricing');
    await expect(menuButton).toBeInViewport({ ratio: 1 });
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);

    // Signed in, the header holds the most: bell, avatar and Sign Out.
    const player = await newAccount('narrowheader');
    await signInDirectly(page, player, '/pricing');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeInViewport({ ratio: 1 });
    await expect(menuButton).toBeInViewport({ ratio: 1 });
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await player.admin.close();
  });

  test('shows the 404 page and pricing without sideways scrolling', async ({ page }) => {
    for (const path of ['/missing-page', '/pricing']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
  });
});
