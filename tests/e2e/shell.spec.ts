import { expect, test } from './support/test';
import { cardName } from '@quizmaster/shared/card-text';
import { demoQuizzes } from '@quizmaster/scripts/seed/demo-quizzes';

test.describe('landing page', () => {
  test('lists every demo quiz from Firestore with the header and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home - Quiz Master');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Quiz Master' })).toBeVisible();
    for (const name of ['Home', 'Quizzes', 'Dashboard']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();

    const grid = page.getByRole('region', { name: 'All Quizzes' });
    // Other tests add quizzes of their own meanwhile, so each demo quiz's card is checked by itself.
    for (const quiz of demoQuizzes) {
      const card = grid
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: cardName(quiz.quizName), exact: true }) });
      await expect(card).toBeVisible();
      await expect(card.getByText('Paid', { exact: true })).toHaveCount(quiz.quizType === 'paid' ? 1 : 0);
    }

    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  });

  test('links Start a Quiz to /quizzes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start a Quiz' })).toHaveAttribute('href', '/quizzes');
  });
});

test.describe('404 page', () => {
  test('shows the not-found page on an unknown path and goes back home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Page Not Found - Quiz Master');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back To Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'All Quizzes' })).toBeVisible();
  });
});

test('the API health check answers JSON through hosting', async ({ request }) => {
  const response = await request.get('/api/v1/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});
