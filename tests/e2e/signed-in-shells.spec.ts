import { signIn } from '../support/api';
import { expect, test, type Page } from './support/test';
import { newAccount, signInDirectly } from './support/accounts';
import { createTestQuiz, submitThroughApi } from './support/quizzes';

/**
 * The signed-in routes' prerendered shells (web/src/app/shell): each route's HTML paints its
 * header, title and skeletons before any script runs, and the app's loading states render the
 * same, so the page does not jump when the app takes over.
 */

/** The app's scripts (the entry and every chunk): blocked, the page is what the HTML paints. */
const APP_SCRIPTS = /\/(assets\/.+|src\/main\.tsx)$/;
const blockAppScripts = (page: Page) => page.route((url) => APP_SCRIPTS.test(url.pathname), (route) => route.abort());

test.describe('the HTML of a signed-in route', () => {
  test('has its header, title and skeleton, painted without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/dashboard/myPayments');
    await expect(page).toHaveTitle('My Payments - Quiz Master');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Quiz Master', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Payments' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your payments' })).toBeVisible();

    // The words that need no data are painted with the shell: the page's largest text (its LCP).
    await page.goto('/dashboard');
    await expect(page.getByText('Here is how your quizzing is going.')).toBeVisible();
    await expect(page.getByText('Here is how Quiz Master is doing.')).toBeHidden();

    await page.goto('/startQuiz/any-quiz');
    await expect(page.getByRole('status', { name: 'Loading the quiz' })).toBeVisible();
    // The player's frame: the side panel's heading and labels, the move buttons (off until the question is in).
    await expect(page.getByRole('heading', { name: 'Quiz details' })).toBeVisible();
    await expect(page.getByText('Total questions', { exact: true })).toBeVisible();
    for (const move of ['Previous', 'Skip', 'Next']) await expect(page.getByRole('button', { name: move })).toBeDisabled();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    for (const label of ['Name', 'Email', 'Phone', 'About']) await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText('Quiz lover and lifelong learner', { exact: false })).toBeVisible();
    await page.goto('/quizzes');
    await expect(page.getByRole('heading', { level: 1, name: 'All Quizzes' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading quizzes' })).toBeVisible();
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium membership' })).toBeVisible();
    await context.close();
  });

  test("shows an admin's sidebar and brand when the session hint says admin", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/favicon.svg');
    await page.evaluate(`localStorage.setItem('quizmaster-session', 'signed-in'); localStorage.setItem('quizmaster-role', 'admin')`);
    await blockAppScripts(page);
    await page.goto('/dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Dashboard sidebar' });
    await expect(sidebar.locator('[data-shell-role="admin"]')).toBeVisible();
    await expect(sidebar.locator('[data-shell-role="player"]')).toBeHidden();
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByText('Here is how Quiz Master is doing.')).toBeVisible();

    await page.evaluate(`localStorage.setItem('quizmaster-role', 'player')`);
    await page.reload();
    await expect(sidebar.locator('[data-shell-role="player"]')).toBeVisible();
    await expect(sidebar.locator('[data-shell-role="admin"]')).toBeHidden();
  });
});

test("keeps a signed-in route's shell until Auth has restored the session, then renders the page over it", async ({ page }) => {
  const player = await newAccount('shellwait');
  // Auth's check of the stored user with the server: held until the test lets it go.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/accounts:lookup/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  // The shell's content as the HTML painted it, to tell whether the app has rendered over it.
  await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => { window.__shell = document.querySelector('[data-shell-content]'); });`);
  await signInDirectly(page, player, '/dashboard/myPayments');
  await expect.poll(() => asked).toBe(true);
  // The app has started meanwhile (Auth runs in it); it has not drawn its loading state over the shell.
  await page.waitForTimeout(1000);
  expect(await page.evaluate<boolean>('window.__shell instanceof Element && window.__shell.isConnected')).toBe(true);
  release();
  await expect(page.getByRole('link', { name: 'See premium' })).toBeVisible();
  expect(await page.evaluate<boolean>('window.__shell.isConnected')).toBe(false);
  await player.admin.close();
});

test('a browser the session hint says is signed out sees no signed-in shell, and lands on the login page', async ({ page }) => {
  await page.goto('/favicon.svg');
  await page.evaluate(`localStorage.setItem('quizmaster-session', 'signed-out')`);
  await blockAppScripts(page);
  await page.goto('/dashboard/myPayments');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeHidden();

  await page.unrouteAll();
  await page.goto('/dashboard/myPayments');
  await expect(page).toHaveURL('/login');
});

/** Sums the page's layout shifts (as CLS counts them: not those right after an input) from its start. */
const RECORD_LAYOUT_SHIFTS = `window.__layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
}).observe({ type: 'layout-shift', buffered: true });`;

test.describe('a signed-in page on a phone while it loads', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
    { path: '/dashboard', ready: (page) => expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible() },
    { path: '/dashboard/myPayments', ready: (page) => expect(page.getByRole('link', { name: 'See premium' })).toBeVisible() },
    { path: '/payment', ready: (page) => expect(page.getByRole('button', { name: 'Pay' })).toBeVisible() },
    { path: '/quizzes', ready: (page) => expect(page.getByRole('link', { name: /^Take A Test: / }).first()).toBeVisible() },
    { path: '/profile', ready: (page) => expect(page.getByRole('button', { name: 'Edit Profile' })).toBeEnabled() },
    // The demo quiz: a new account's first attempt.
    { path: '/startQuiz/world-capitals', ready: (page) => expect(page.getByRole('button', { name: 'Skip' })).toBeEnabled() },
  ];

  for (const { path, ready } of pages) {
    test(`${path} shifts its layout by at most 0.05`, async ({ page }) => {
      const player = await newAccount(`shift${path.replace(/\W/g, '')}`);
      await page.addInitScript(RECORD_LAYOUT_SHIFTS);
      await signInDirectly(page, player, path);
      await ready(page);
      // Late shifts too (live data keeps the network busy, so no wait for it to go idle).
      await page.waitForTimeout(1500);
      const shift = await page.evaluate<number>('window.__layoutShift');
      expect(shift).toBeLessThanOrEqual(0.05);
      await player.admin.close();
    });
  }

  // My Results' marks chart comes in with the results: its panel keeps its place meanwhile.
  for (const attempts of [0, 2]) {
    test(`/dashboard/myResults with ${String(attempts)} results shifts its layout by at most 0.05`, async ({ page }) => {
      const player = await newAccount('shiftresults');
      const quiz = await createTestQuiz(player.admin.firestore, { idPrefix: 'e2e-shift', quizName: `Shift ${String(Date.now())}` });
      const token = await signIn(player.email, player.password);
      for (let attempt = 0; attempt < attempts; attempt += 1) await submitThroughApi(token, quiz.id, { q1: [2], q2: [1, 3], q3: [3], q4: [2] });
      await page.addInitScript(RECORD_LAYOUT_SHIFTS);
      await signInDirectly(page, player, '/dashboard/myResults');
      const loaded = attempts === 0 ? page.getByText('You have not taken a quiz yet.') : page.getByRole('img', { name: /^Your marks over your last 2 attempts/ });
      await expect(loaded).toBeVisible();
      await page.waitForTimeout(1500);
      const shift = await page.evaluate<number>('window.__layoutShift');
      expect(shift).toBeLessThanOrEqual(0.05);
      await quiz.remove();
      await player.admin.close();
    });
  }
});
