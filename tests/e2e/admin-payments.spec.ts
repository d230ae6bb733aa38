import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../scripts/seed/demo-accounts';
import { api, siteApi, signIn } from '../support/api';
import { intentIdOf, stripeStandIn } from '../support/stripe';
import { newAccount, signInThroughUi } from './support/accounts';
import { expectAccessible } from './support/axe';

/** A new player who paid for premium and asked for a refund, through the API and the stand-in. */
async function playerAwaitingRefund() {
  const player = await newAccount('refundee');
  const token = await signIn(player.email, player.password);
  const created = await siteApi<{ clientSecret: string }>('POST', '/create-payment-intent', { token, body: { premiumPrice: 107 } });
  const intentId = intentIdOf(created.body.clientSecret);
  await stripeStandIn.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  expect((await api('POST', '/createPayment', { token, body: { transactionId: intentId } })).status).toBe(200);
  const request = await api('PUT', `/updatePayment?email=${encodeURIComponent(player.email)}`, { token, body: { refund: 'processing' } });
  expect(request.status).toBe(200);
  return { ...player, intentId };
}

test.describe('payments list (/dashboard/paymentLists)', () => {
  test('an admin refunds a requested payment, then deletes it', async ({ page }) => {
    const player = await playerAwaitingRefund();
    await signInThroughUi(page, demoAccounts.admin.email, demoAccounts.admin.password);
    await page.goto('/dashboard/paymentLists');
    await expect(page).toHaveTitle('Payments - Quiz Master');
    const row = page.getByTestId(`payment-${player.intentId}`);
    await expect(row).toContainText(player.email);
    await expectAccessible(page);

    await row.getByRole('button', { name: 'refund' }).click();
    await expect(page.getByText('refund is successfully completed')).toBeVisible();
    await expect(page.getByText('Refunded successfully done!')).toBeVisible();
    await expect(row.getByText('refunded')).toBeVisible();
    expect((await player.admin.firestore.doc(`payments/${player.intentId}`).get()).get('refund')).toBe('true');
    expect((await player.admin.auth.getUser(player.uid)).customClaims?.premium).toBeUndefined();

    await row.getByRole('button', { name: `Delete payment ${player.intentId}` }).click();
    await expect(page.getByText('Once deleted, you will not be able to recover this file!')).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('this payment has been deleted!')).toBeVisible();
    await expect(row).toHaveCount(0);
    await player.admin.close();
  });

  test('shows "complete" for a payment nobody asked to refund', async ({ page }) => {
    await signInThroughUi(page, demoAccounts.admin.email, demoAccounts.admin.password);
    await page.goto('/dashboard/paymentLists');
    await expect(page.getByRole('table').getByText('complete', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('table').getByRole('button', { name: 'complete' })).toHaveCount(0);
  });

  test('sends a player away with the admin-only toast', async ({ page }) => {
    const player = await newAccount('curious');
    await signInThroughUi(page, player.email, player.password);
    await page.goto('/dashboard/paymentLists');
    await expect(page.getByText('This is Protected for only Admin')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await player.admin.close();
  });
});
