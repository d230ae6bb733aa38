import { expect, test } from './support/test';
import { grantAdmin } from '@quizmaster/functions/maintenance/grant-admin';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { newAccount, returnToTab, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';

/** Every admin-only page of SPEC.md section 2 ('/user/{userId}' with any id). */
const adminPages = [
  '/dashboard/users',
  '/dashboard/addQuiz',
  '/dashboard/manageQuizzes',
  '/dashboard/quizDetails/any-quiz',
  '/dashboard/paymentLists',
  '/user/any-user',
];

test.describe('admin dashboard (/dashboard)', () => {
  test('shows the admin menu, the admin brand and the figures, counted by Firestore', async ({ page }) => {
    test.slow();
    const { admin } = await newAccount('dashwatcher', { record: false });
    await signInDirectly(page, demoAccounts.admin);
    // SPEC.md section 1: the brand itself names the admin's product.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Quiz Master Admin', exact: true })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Dashboard - Quiz Master');

    const menu = page.getByRole('complementary', { name: 'Dashboard sidebar' }).getByRole('navigation', { name: 'Dashboard' });
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Users', '/dashboard/users'],
      ['Add Quiz', '/dashboard/addQuiz'],
      ['Manage Quizzes', '/dashboard/manageQuizzes'],
      ['Payments list', '/dashboard/paymentLists'],
    ] as const) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: 'My Payments' })).toHaveCount(0);

    await expect(page.getByRole('group', { name: 'User Feedback' })).toContainText('more than 85%');
    // The figures are read once as the page opens, and other specs add quizzes and payments
    // meanwhile: count them in Firestore, open the page again, until both agree.
    await expect
      .poll(
        async () => {
          const quizzes = (await admin.firestore.collection('quizzes').count().get()).data().count;
          const notRefunded = (await admin.firestore.collection('payments').where('refund', 'in', ['false', 'processing']).count().get()).data().count;
          await page.reload();
          const totalQuiz = page.getByRole('group', { name: 'Total Quiz' }).getByRole('definition').first();
          const revenue = page.getByRole('group', { name: 'Revenue' }).getByRole('definition').first();
          await totalQuiz.waitFor();
          const shown = [await totalQuiz.textContent(), await revenue.textContent()];
          return shown.join(' ') === `${String(quizzes)} $${(notRefunded * 107).toLocaleString('en-US')}`;
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    await expect(page.getByRole('figure', { name: 'Payments per month' })).toBeVisible();
    const perQuiz = page.getByRole('figure', { name: 'Submissions per quiz' });
    await expect(perQuiz.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
    await admin.close();
  });

  test('a player sees the player view and no admin brand', async ({ page }) => {
    const player = await newAccount('notadmin');
    await signInDirectly(page, player, '/dashboard');
    await expect(page.getByRole('group', { name: 'Quizzes taken' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Revenue' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Quiz Master', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Quiz Master Admin' })).toHaveCount(0);
    await player.admin.close();
  });

  test('a player made admin with `npm run grant-admin` gets the admin menu, brand and pages in the open tab', async ({ page }) => {
    const player = await newAccount('granted');
    await signInDirectly(page, player, '/dashboard');
    const menu = page.getByRole('complementary', { name: 'Dashboard sidebar' }).getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link', { name: 'My Payments' })).toBeVisible();

    await grantAdmin(player.admin, player.email);
    // The player comes back to the tab: the app refreshes the token there (no listener on the record).
    await returnToTab(page);
    // The menu follows the token's claim, as the guards do: once it offers Users, the page opens.
    await menu.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/dashboard/users');
    await expect(page.getByRole('heading', { name: /^All Users \(/ })).toBeVisible();
    await expect(page.getByText('This is Protected for only Admin')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Quiz Master Admin', exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Dashboard sidebar' }).getByText('Admin', { exact: true })).toBeVisible();
    await player.admin.close();
  });
});

test.describe('admin-only pages', () => {
  test('send a visitor to login', async ({ page }) => {
    for (const path of adminPages) {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    }
  });

  for (const path of adminPages) {
    test(`${path} gives a player the toast 'This is Protected for only Admin', signs them out and lands on /login`, async ({ page }) => {
      const player = await newAccount('trespasser');
      await signInDirectly(page, player, path);
      await expect(page.getByText('This is Protected for only Admin')).toBeVisible();
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      // Signed out: the dashboard sends the visitor to login too.
      await page.goto('/');
      await page.goto('/dashboard');
      await expect(page).toHaveURL('/login');
      await player.admin.close();
    });
  }

  test('a player turned away from an admin page who logs in again lands home and stays signed in', async ({ page }) => {
    const player = await newAccount('comeback');
    await signInDirectly(page, player, '/dashboard/users');
    await expect(page.getByText('This is Protected for only Admin')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    // Logging in again on the page the guard sent them to: home, not back to the admin page (and out).
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(player.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('complementary', { name: 'Dashboard sidebar' }).getByRole('link', { name: 'My Payments' })).toBeVisible();
    await player.admin.close();
  });
});
