import { expect, test } from './support/test';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';

test.describe('dashboard (/dashboard)', () => {
  test('sends a visitor to login first', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
  });

  test('shows a new player their layout, menu and zero figures', async ({ page }) => {
    // Several pages, a sign-in and accessibility scans: more than the default budget on a busy machine.
    test.slow();
    const player = await newAccount('dashnew');
    await signInDirectly(page, player, '/dashboard');
    await expect(page).toHaveTitle('Dashboard - Quiz Master');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const sidebar = page.getByRole('complementary', { name: 'Dashboard sidebar' });
    await expect(sidebar.getByText(player.name)).toBeVisible();
    await expect(sidebar.getByText('Player', { exact: true })).toBeVisible();
    // No photo: the default picture.
    await expect(sidebar.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(sidebar.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
    const menu = sidebar.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link', { name: 'My Payments' })).toHaveAttribute('href', '/dashboard/myPayments');
    await expect(menu.getByRole('link', { name: 'Add a Review' })).toHaveAttribute('href', '/dashboard/addReview');

    await expect(page.getByRole('group', { name: 'Quizzes taken' })).toContainText('0');
    await expect(page.getByRole('group', { name: 'Best grade' })).toContainText('Take a quiz to get graded');
    await expect(page.getByRole('group', { name: 'Latest result' })).toContainText('Your latest grade appears here');
    await expect(page.getByRole('group', { name: 'Premium until' })).toContainText('Free plan');
    await expectAccessible(page);
    await player.admin.close();
  });

  test("counts the player's own results and shows premium's end", async ({ page }) => {
    const player = await newAccount('dashfigures');
    const premiumUntil = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 15, 12));
    await player.admin.firestore.doc(`users/${player.uid}`).update({ isPaid: true, premiumUntil });
    // Results under a quiz id of this test's own (no quiz document), so no shared quiz changes.
    const quizId = `e2e-dash-${player.uid}`;
    const results = [45, 72].map((marks, index) => ({
      id: `${player.uid}-${String(index + 1)}`,
      data: {
        userId: player.uid,
        userName: player.name,
        userEmail: player.email,
        marks,
        points: 5,
        grade: marks >= 70 ? 'A-' : 'C',
        paid: false,
        attempt: index + 1,
        startedAt: new Date(),
        // The 72 % result is the latest.
        submittedAt: new Date(Date.now() - (1 - index) * 60_000),
      },
    }));
    for (const result of results) await player.admin.firestore.doc(`quizzes/${quizId}/submissions/${result.id}`).set(result.data);

    try {
      await signInDirectly(page, player, '/dashboard');
      await expect(page.getByRole('group', { name: 'Quizzes taken' })).toContainText('2');
      await expect(page.getByRole('group', { name: 'Best grade' })).toContainText('A-');
      await expect(page.getByRole('group', { name: 'Best grade' })).toContainText('72% marks');
      // Its quiz is gone (these results have none): the marks alone.
      await expect(page.getByRole('group', { name: 'Latest result' })).toContainText('A-72% marks');
      await expect(page.getByRole('group', { name: 'Premium until' })).toContainText(`Jun 15, ${String(premiumUntil.getUTCFullYear())}`);
      await expect(page.getByRole('complementary', { name: 'Dashboard sidebar' }).getByText('Premium player')).toBeVisible();
    } finally {
      for (const result of results) await player.admin.firestore.doc(`quizzes/${quizId}/submissions/${result.id}`).delete();
      await player.admin.close();
    }
  });

  test('Add a Review says it is coming soon', async ({ page }) => {
    const player = await newAccount('dashreview');
    await signInDirectly(page, player, '/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add a Review' }).click();
    await expect(page).toHaveURL('/dashboard/addReview');
    await expect(page).toHaveTitle('Add a Review - Quiz Master');
    await expect(page.getByText('Coming soon.....', { exact: true })).toBeVisible();
    // Only that, under the layout's 'Dashboard' title (SPEC.md section 1).
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add a Review' })).toHaveCount(0);
    await expect(page.getByText('Coming soon.....', { exact: true }).locator('xpath=../..')).toHaveText('Coming soon.....');
    await expectAccessible(page);
    await player.admin.close();
  });
});

test.describe('dashboard on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps the menu in a drawer opened by the toggle', async ({ page }) => {
    // Several pages, a sign-in and accessibility scans: more than the default budget on a busy machine.
    test.slow();
    const player = await newAccount('dashphone');
    await signInDirectly(page, player, '/dashboard');
    await expect(page.getByRole('group', { name: 'Quizzes taken' })).toContainText('0');
    // The sidebar is folded away on a phone; its toggle is in the header (SPEC.md section 1).
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open dashboard menu' });
    await expect(toggle).toBeInViewport({ ratio: 1 });
    await expectAccessible(page);

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(player.name)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
    await expectAccessible(page);

    await drawer.getByRole('link', { name: 'My Payments' }).click();
    await expect(page).toHaveURL('/dashboard/myPayments');
    await expect(drawer).toBeHidden();

    await toggle.click();
    await page.getByRole('button', { name: 'Close dashboard menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Dashboard menu' })).toBeHidden();

    // Only dashboard pages have a drawer.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toHaveCount(0);
    await player.admin.close();
  });

  test("fits an admin's header: the drawer toggle, the brand 'Quiz Master Admin', the account and the menu", async ({ page }) => {
    const admin = await newAccount('phoneadmin', { claims: { admin: true } });
    await signInDirectly(page, admin, '/dashboard');
    const header = page.getByRole('banner');
    await expect(page.getByRole('group', { name: 'User Feedback' })).toBeVisible();
    for (const control of [
      header.getByRole('button', { name: 'Open dashboard menu' }),
      header.getByRole('link', { name: 'Quiz Master Admin', exact: true }),
      header.getByRole('link', { name: 'Your profile' }),
      header.getByRole('button', { name: 'Sign Out' }),
      header.getByRole('button', { name: 'Open menu' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
    // Nothing overlaps (the brand ends before the bell begins), and the brand is whole, not cut short.
    const brand = await header.getByRole('link', { name: 'Quiz Master Admin', exact: true }).boundingBox();
    const bell = await header.getByRole('button', { name: /^Notifications/ }).boundingBox();
    expect(brand && bell && brand.x + brand.width <= bell.x).toBe(true);
    const brandIsWhole = `(() => {
      const link = [...document.querySelectorAll('header a')].find((a) => a.textContent.startsWith('Quiz Master'));
      return link.scrollWidth <= link.clientWidth;
    })()`;
    expect(await page.evaluate<boolean>(brandIsWhole)).toBe(true);
    await expectAccessible(page);
    await admin.admin.close();
  });
});
