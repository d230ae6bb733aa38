import { expect, test } from './support/test';
import {
  cannotRevertText,
  confirmRefundLabel,
  noTransactionsMessage,
  paymentDeletedMessage,
  refundCompletedMessage,
  refundedMessage,
  refundRequestedMessage,
} from '@quizmaster/shared/messages';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { api, siteApi, signIn } from '../support/api';
import { intentIdOf, stripeStandIn } from '../support/stripe';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';
import type { PaymentIntent } from '@quizmaster/shared/api/payments';

/** A new player who paid for premium, through the API and the Stripe stand-in. */
async function premiumPlayer(name: string) {
  const player = await newAccount(name);
  const token = await signIn(player.email, player.password);
  const created = await siteApi<PaymentIntent>('POST', '/create-payment-intent', { token, body: { premiumPrice: 107 } });
  const intentId = intentIdOf(created.body.clientSecret);
  await stripeStandIn.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  expect(await api('POST', '/createPayment', { token, body: { transactionId: intentId } })).toHaveStatus(200);
  return { ...player, token, intentId };
}

/** A new premium player who asked for a refund, through the API. */
async function playerAwaitingRefund() {
  const player = await premiumPlayer('refundee');
  const request = await api('PUT', `/updatePayment?email=${encodeURIComponent(player.email)}`, {
    token: player.token,
    body: { refund: 'processing' },
  });
  expect(request).toHaveStatus(200);
  return player;
}

/** The demo catalogue's paid quiz (scripts/seed). */
const PAID_QUIZ_ID = 'advanced-typescript';

test.describe('payments list (/dashboard/paymentLists)', () => {
  test('an admin refunds a requested payment, then deletes it', async ({ page }) => {
    const player = await playerAwaitingRefund();
    await signInDirectly(page, demoAccounts.admin, '/dashboard/paymentLists');
    await expect(page).toHaveTitle('Payments - Quiz Master');
    const row = page.getByTestId(`payment-${player.intentId}`);
    await expect(row).toContainText(player.email);
    await expectAccessible(page);

    await row.getByRole('button', { name: 'refund' }).click();
    await expect(page.getByText(refundCompletedMessage)).toBeVisible();
    await expect(page.getByText(refundedMessage)).toBeVisible();
    await expect(row.getByText('refunded')).toBeVisible();
    expect((await player.admin.firestore.doc(`payments/${player.intentId}`).get()).get('refund')).toBe('true');
    expect((await player.admin.auth.getUser(player.uid)).customClaims?.premium).toBeUndefined();

    await row.getByRole('button', { name: `Delete payment ${player.intentId}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(cannotRevertText);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(paymentDeletedMessage)).toBeVisible();
    await expect(row).toHaveCount(0);
    await player.admin.close();
  });

  test('the whole refund: the player asks, the admin refunds, the player loses premium at once, the admin deletes it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const player = await premiumPlayer('fullrefund');
    const paidQuizName = (await player.admin.firestore.doc(`quizzes/${PAID_QUIZ_ID}`).get()).get('quizName') as string;
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    const takePaidQuiz = playerPage.getByRole('link', { name: `Take A Test: ${paidQuizName}` });

    // The player, premium: the paid quiz opens straight away.
    await signInDirectly(playerPage, player);
    await playerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quizzes' }).click();
    await expect(takePaidQuiz).toHaveAttribute('href', `/startQuiz/${PAID_QUIZ_ID}`);

    // The player asks for the refund.
    await playerPage.goto('/dashboard/myPayments');
    const playerRow = playerPage.getByRole('row').filter({ hasText: player.intentId });
    await playerRow.getByRole('button', { name: 'refund', exact: true }).click();
    await playerPage.getByRole('alertdialog').getByRole('button', { name: confirmRefundLabel }).click();
    const requested = playerPage.getByRole('alertdialog', { name: refundRequestedMessage });
    await expect(requested).toBeVisible();
    await requested.getByRole('button', { name: 'OK' }).click();
    await expect(playerRow.getByRole('button', { name: 'processing', exact: true })).toBeDisabled();

    // The admin sees the request and refunds it.
    await signInDirectly(page, demoAccounts.admin, '/dashboard/paymentLists');
    const adminRow = page.getByTestId(`payment-${player.intentId}`);
    await adminRow.getByRole('button', { name: 'refund' }).click();
    await expect(page.getByText(refundedMessage)).toBeVisible();
    await expect(adminRow.getByText('refunded')).toBeVisible();

    // The player's open page follows without signing in again: no longer a paying user (their
    // only payment is refunded), and the paid quiz now leads to /payment.
    await expect(playerPage.getByText(noTransactionsMessage(player.name))).toBeVisible();
    await playerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quizzes' }).click();
    await expect(takePaidQuiz).toHaveAttribute('href', '/payment');
    expect((await player.admin.firestore.doc(`users/${player.uid}`).get()).get('isPaid')).toBe(false);

    // The admin deletes the refunded payment.
    await adminRow.getByRole('button', { name: `Delete payment ${player.intentId}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(paymentDeletedMessage)).toBeVisible();
    await expect(adminRow).toHaveCount(0);
    expect((await player.admin.firestore.doc(`payments/${player.intentId}`).get()).exists).toBe(false);
    await playerContext.close();
    await player.admin.close();
  });

  test('shows "complete" for a payment nobody asked to refund', async ({ page }) => {
    await signInDirectly(page, demoAccounts.admin, '/dashboard/paymentLists');
    await expect(page.getByRole('table').getByText('complete', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('table').getByRole('button', { name: 'complete' })).toHaveCount(0);
  });

  test('shows a refund value the app never writes as its own label on an inert button, and the rest of the list', async ({ page }) => {
    const player = await newAccount('oddrefund');
    // A hand edit in the console (the API never writes such a value), next to an ordinary payment:
    // a refunded one, which the dashboard's revenue (checked by another spec meanwhile) leaves out.
    const payment = (suffix: string, refund: string, createdAt: Date) => {
      const id = `pi_${suffix}_${player.uid}`.replace(/[^\w]/g, '_');
      const document = { uid: player.uid, name: player.name, email: player.email, createdAt, transactionId: id, refund, amount: 10700, currency: 'usd', role: '' };
      return { id, write: () => player.admin.firestore.doc(`payments/${id}`).set(document) };
    };
    const odd = payment('odd', 'on-hold', new Date());
    const ordinary = payment('ordinary', 'true', new Date(Date.now() - 1000));
    await Promise.all([odd.write(), ordinary.write()]);
    await signInDirectly(page, demoAccounts.admin, '/dashboard/paymentLists');
    const row = page.getByTestId(`payment-${odd.id}`);
    await expect(row.getByRole('button', { name: 'on-hold' })).toBeDisabled();
    await expect(row.getByRole('button', { name: /^Delete payment/ })).toHaveCount(0);
    await expect(page.getByTestId(`payment-${ordinary.id}`).getByText('refunded', { exact: true })).toBeVisible();
    await expect(page.getByText(/could not be read/)).toHaveCount(0);
    await Promise.all([odd.id, ordinary.id].map((id) => player.admin.firestore.doc(`payments/${id}`).delete()));
    await player.admin.close();
  });

  test('sends a player away with the admin-only toast', async ({ page }) => {
    const player = await newAccount('curious');
    await signInDirectly(page, player, '/dashboard/paymentLists');
    await expect(page.getByText('This is Protected for only Admin')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await player.admin.close();
  });
});
