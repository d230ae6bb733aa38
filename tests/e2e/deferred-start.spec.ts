import { expect, test, type Page } from './support/test';
import { newAccount, signInDirectly } from './support/accounts';
import { APP_CHUNK } from './support/app-chunk';

/**
 * A visitor's prerendered page (the landing and pricing pages) starts the app only when it is
 * needed (web/src/app/boot.ts): the app's chunk is web/src/app/start-app.tsx.
 */

/** Counts the requests for the app's chunk from now on. */
function countAppLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (APP_CHUNK.test(new URL(request.url()).pathname)) loads.push(request.url());
  });
  return loads;
}

test.describe("a visitor's phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the landing page whole without the app, and starts it when the quizzes scroll into view', async ({ page }) => {
    const appLoads = countAppLoads(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Play the game of knowledge' })).toBeVisible();
    // A visitor's header needs no app: its Login link is in the page as served.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(appLoads).toEqual([]);

    await page.getByRole('heading', { name: 'All Quizzes' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: /^Take A Test: / }).first()).toBeVisible();
    expect(appLoads).toHaveLength(1);
  });

  test('keeps a tap made before the app started: the menu opens', async ({ page }) => {
    const appLoads = countAppLoads(page);
    await page.goto('/pricing');
    await page.waitForLoadState('networkidle');
    expect(appLoads).toEqual([]);

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(header.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(appLoads).toHaveLength(1);
  });

  test('keeps what a visitor typed before the app started, and signs them in', async ({ page }) => {
    const player = await newAccount('typedfirst');
    const appLoads = countAppLoads(page);
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    expect(appLoads).toEqual([]);
    // Typed at once, before the app (started by the first focus) has taken the form over.
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(player.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await player.admin.close();
  });

  test('starts at once for a browser with a Firebase session, and shows the account', async ({ page }) => {
    const player = await newAccount('deferredstart');
    const appLoads = countAppLoads(page);
    await signInDirectly(page, player, '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(appLoads).toHaveLength(1);
    await player.admin.close();
  });
});
