import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../scripts/seed/demo-accounts';

test.describe('signing in', () => {
  for (const account of Object.values(demoAccounts)) {
    test(`works for the demo account ${account.email} and signs out again`, async ({ page }) => {
      await page.goto('/login');
      await expect(page).toHaveTitle('Login - Quiz Master');
      await expect(page.getByRole('heading', { name: 'Login Here!' })).toBeVisible();

      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();

      await expect(page).toHaveURL('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();

      await header.getByRole('button', { name: 'Sign Out' }).click();
      await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    });
  }

  test('refuses a wrong password with the spec toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demoAccounts.player.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong123!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Failed To Login')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('shows the spec validation messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Email is Required')).toBeVisible();
    await expect(page.getByText('Password is Required')).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Provide a valid email')).toBeVisible();
    await expect(page.getByText('Must be 6 character or longer')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('lowercase1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('At least One Uppercase')).toBeVisible();
  });

  test('toggles the password between hidden and visible', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});
