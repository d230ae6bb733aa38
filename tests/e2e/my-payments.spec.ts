import { expect, test } from './support/test';
import {
  cannotRevertText,
  confirmRefundLabel,
  confirmTitle,
  noTransactionsMessage,
  notEligibleMessage,
  refundRequestedMessage,
} from '@quizmaster/shared/messages';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';

type Account = Awaited<ReturnType<typeof newAccount>>;

let paymentCounter = 0;

/**
 * A payment document of the account's own, written with the Admin SDK. Requesting a refund only
 * moves its Firestore state ("false" -> "processing"), so no Stripe object is needed. Any refund
 * value can be written, as a hand edit in the console could.
 */
async function addPayment(account: Account, refund: string, createdAt: Date) {
  paymentCounter += 1;
  const id = `pi_test_${account.uid}_${String(paymentCounter)}`.replace(/[^\w]/g, '_');
  await account.admin.firestore.doc(`payments/${id}`).set({
    uid: account.uid,
    name: account.name,
    email: account.email,
    createdAt,
    transactionId: id,
    refund,
    amount: 10700,
    currency: 'usd',
    role: '',
  });
  return id;
}

async function refundState(account: Account, paymentId: string) {
  return (await account.admin.firestore.doc(`payments/${paymentId}`).get()).get('refund') as string;
}

test.describe('My Payments (/dashboard/myPayments)', () => {
  test('asks for a refund only after the confirmation, and shows the new state live', async ({ page }) => {
    // Several pages, a sign-in and accessibility scans: more than the default budget on a busy machine.
    test.slow();
    const payer = await newAccount('refunder');
    const paymentId = await addPayment(payer, 'false', new Date('2026-01-15T10:30:00Z'));
    await signInDirectly(page, payer, '/dashboard/myPayments');
    await expect(page).toHaveTitle('My Payments - Quiz Master');

    const table = page.getByRole('table');
    for (const header of ['#', 'Name', 'Email', 'Date', 'Transaction ID', 'Action']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    const row = table.getByRole('row').filter({ hasText: paymentId });
    await expect(row.getByRole('cell').nth(0)).toHaveText('1');
    await expect(row).toContainText(payer.name);
    await expect(row).toContainText(payer.email);
    await expect(row).toContainText('2026-01-15');
    await expectAccessible(page);

    // Cancelled: nothing is sent.
    await row.getByRole('button', { name: 'refund', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: confirmTitle });
    await expect(dialog).toContainText(cannotRevertText);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await refundState(payer, paymentId)).toBe('false');

    // Confirmed: the request goes out, the spec's alert shows (a dialog, not a toast) and the row changes state.
    await row.getByRole('button', { name: 'refund', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: confirmRefundLabel }).click();
    const alert = page.getByRole('alertdialog', { name: refundRequestedMessage });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('heading')).toHaveText(refundRequestedMessage);
    await expect(page.locator('.Toastify').getByText(refundRequestedMessage)).toHaveCount(0);
    expect(await refundState(payer, paymentId)).toBe('processing');
    await expectAccessible(page);
    // OK closes it (the page behind is inert meanwhile) and the focus lands on the page's heading.
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('heading', { name: 'My Payments' })).toBeFocused();
    await expect(row.getByRole('button', { name: 'processing', exact: true })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'refund', exact: true })).toHaveCount(0);
    await expect(page.locator('.Toastify').getByText(refundRequestedMessage)).toHaveCount(0);
    await payer.admin.close();
  });

  test('shows each refund state but "false" as its label on an inert button', async ({ page }) => {
    const payer = await newAccount('refundstates');
    const refunded = await addPayment(payer, 'true', new Date('2025-02-01T08:00:00Z'));
    const processing = await addPayment(payer, 'processing', new Date('2026-02-01T08:00:00Z'));
    await signInDirectly(page, payer, '/dashboard/myPayments');

    const rows = page.getByRole('table').getByRole('row');
    // Newest first.
    await expect(rows.nth(1)).toContainText(processing);
    await expect(rows.nth(1).getByRole('button', { name: 'processing', exact: true })).toBeDisabled();
    await expect(rows.nth(2)).toContainText(refunded);
    await expect(rows.nth(2).getByRole('button', { name: 'refunded', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'refund', exact: true })).toHaveCount(0);
    await payer.admin.close();
  });

  test('shows a refund value the app never writes as its own label on an inert button, with the other rows', async ({ page }) => {
    const payer = await newAccount('oddstate');
    const odd = await addPayment(payer, 'on-hold', new Date('2026-02-01T08:00:00Z'));
    const refundable = await addPayment(payer, 'false', new Date('2025-02-01T08:00:00Z'));
    await signInDirectly(page, payer, '/dashboard/myPayments');

    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText(odd);
    await expect(rows.nth(1).getByRole('button', { name: 'on-hold' })).toBeDisabled();
    await expect(rows.nth(2)).toContainText(refundable);
    await expect(rows.nth(2).getByRole('button', { name: 'refund', exact: true })).toBeEnabled();
    await expect(page.getByText(/could not be read/)).toHaveCount(0);
    await payer.admin.close();
  });

  test("shows 'You are Not eligible' when the API refuses the refund", async ({ page }) => {
    const payer = await newAccount('noteligible');
    const paymentId = await addPayment(payer, 'false', new Date());
    // The real API refuses only someone else's request; stand in for that answer.
    await page.route('**/api/v1/updatePayment**', (route) =>
      route.fulfill({ status: 403, json: { error: 'permission-denied', message: 'Only the person who paid can ask for a refund.' } }),
    );
    await signInDirectly(page, payer, '/dashboard/myPayments');
    await page.getByRole('button', { name: 'refund', exact: true }).click();
    await page.getByRole('button', { name: confirmRefundLabel }).click();
    await expect(page.getByText(notEligibleMessage)).toBeVisible();
    await expect(page.getByRole('button', { name: 'refund', exact: true })).toBeVisible();
    expect(await refundState(payer, paymentId)).toBe('false');
    await payer.admin.close();
  });

  test('tells a user without payments that no transactions were found', async ({ page }) => {
    const player = await newAccount('nopayments');
    await signInDirectly(page, player, '/dashboard/myPayments');
    await expect(page.getByText(noTransactionsMessage(player.name))).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
    await player.admin.close();
  });

  test('treats a user whose only payment was refunded as not paid', async ({ page }) => {
    const player = await newAccount('allrefunded');
    await addPayment(player, 'true', new Date('2025-05-05T05:05:05Z'));
    await signInDirectly(page, player, '/dashboard/myPayments');
    await expect(page.getByText(noTransactionsMessage(player.name))).toBeVisible();
    await player.admin.close();
  });
});

test.describe('My Payments on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows each payment as a card with its action', async ({ page }) => {
    const payer = await newAccount('phonepayer');
    const paymentId = await addPayment(payer, 'false', new Date('2026-03-03T03:03:03Z'));
    await signInDirectly(page, payer, '/dashboard/myPayments');
    const list = page.getByRole('list', { name: 'My payments, newest first' });
    await expect(list).toContainText(paymentId);
    await expect(list).toContainText('#1 · 2026-03-03');
    await expect(list.getByRole('button', { name: 'refund', exact: true })).toBeVisible();
    await expectAccessible(page);
    await payer.admin.close();
  });
});
