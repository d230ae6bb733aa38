import { expect, test } from './support/test';
import {
  cannotRecoverText,
  cannotRevertText,
  confirmTitle,
  deleteFromAdminLabel,
  fileDeletedMessage,
  madeAdminMessage,
} from '@quizmaster/shared/messages';
import { certificateAccountDeletedLabel } from '@quizmaster/shared/certificates';
import { DELETED_USER_NAME } from '@quizmaster/shared/models/user';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { signIn } from '../support/api';
import { newAccount, returnToTab, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';
import { createTestQuiz, submitThroughApi } from './support/quizzes';
import { expectColumns, expectTotalInHeading } from './support/tables';

test.describe('Users (/dashboard/users)', () => {
  test("makes a player admin and removes the role again; the player's open tab follows without signing in again", async ({ page, browser }) => {
    test.slow();
    const player = await newAccount('promoted');
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    await signInDirectly(playerPage, player, '/dashboard');
    const playerMenu = playerPage.getByRole('complementary', { name: 'Dashboard sidebar' }).getByRole('navigation', { name: 'Dashboard' });
    await expect(playerMenu.getByRole('link', { name: 'My Payments' })).toBeVisible();

    await signInDirectly(page, demoAccounts.admin, '/dashboard/users');
    await expect(page).toHaveTitle('Users - Quiz Master');
    const table = page.getByRole('table');
    await expectColumns(table, ['#', 'Name', 'Email', 'Status', 'Role', 'Details', 'Delete']);
    await expectTotalInHeading(page, table, 'All Users');
    const row = page.getByTestId(`user-${player.uid}`);
    await expect(row).toContainText(player.email);
    await expect(row).toContainText('Free');
    await expectAccessible(page);

    // Made admin: the claim is set, and the player's open dashboard turns into the admin one.
    await row.getByRole('button', { name: 'Make Admin' }).click();
    await expect(page.getByText(madeAdminMessage(player.name))).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete Admin' })).toBeVisible();
    expect((await player.admin.auth.getUser(player.uid)).customClaims?.admin).toBe(true);
    // The player comes back to their tab: the app refreshes the token there (no listener on the record).
    await returnToTab(playerPage);
    await playerMenu.getByRole('link', { name: 'Users' }).click();
    await expect(playerPage).toHaveURL('/dashboard/users');
    await expect(playerPage.getByRole('heading', { name: /^All Users \(\d+\)$/ })).toBeVisible();
    await playerMenu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(playerPage).toHaveURL('/dashboard');

    // Role removed (after the spec's confirmation): the player's menu turns back, and admin pages refuse them.
    await row.getByRole('button', { name: 'Delete Admin' }).click();
    const dialog = page.getByRole('alertdialog', { name: confirmTitle });
    await expect(dialog).toContainText(cannotRevertText);
    await dialog.getByRole('button', { name: deleteFromAdminLabel }).click();
    await expect(page.getByText(`${player.name} is no longer an admin`)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Make Admin' })).toBeVisible();
    expect((await player.admin.auth.getUser(player.uid)).customClaims?.admin).toBeUndefined();
    await returnToTab(playerPage);
    await expect(playerMenu.getByRole('link', { name: 'My Payments' })).toBeVisible();
    await expect(playerMenu.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await playerPage.goto('/dashboard/users');
    await expect(playerPage.getByText('This is Protected for only Admin')).toBeVisible();
    await expect(playerPage).toHaveURL('/login');

    await playerContext.close();
    await player.admin.close();
  });

  test("deletes a user only once confirmed, with the catalogue's pairing of texts; their certificate then says so", async ({ page }) => {
    const player = await newAccount('removed');
    const certificateId = `e2e-cert-${player.uid}`.replace(/[^\w-]/g, '_');
    await player.admin.firestore.doc(`certificates/${certificateId}`).set({
      userId: player.uid,
      userName: player.name,
      quizId: 'world-capitals',
      quizName: 'World Capitals',
      submissionId: `${player.uid}-1`,
      attempt: 1,
      marks: 90,
      grade: 'A+',
      passMark: 70,
      issuedAt: new Date('2026-03-04T10:00:00.000Z'),
      revokedAt: null,
    });
    await signInDirectly(page, demoAccounts.admin, '/dashboard/users');
    const row = page.getByTestId(`user-${player.uid}`);
    await row.getByRole('button', { name: `Delete ${player.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: confirmTitle });
    await expect(dialog).toContainText(cannotRecoverText);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${player.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(fileDeletedMessage)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(player.admin.auth.getUser(player.uid)).rejects.toThrow(/no user record/i);

    await page.goto(`/certificates/${certificateId}`);
    await expect(page.getByText(certificateAccountDeletedLabel)).toBeVisible();
    await expect(page.getByLabel('Certificate details')).toContainText(DELETED_USER_NAME);
    await expect(page.getByLabel('Certificate details')).not.toContainText(player.name);
    await player.admin.close();
  });

  test("keeps the admin's own row safe", async ({ page }) => {
    await signInDirectly(page, demoAccounts.admin, '/dashboard/users');
    // The list is paged newest first, and other tests' accounts can push the demo admin off page one.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(demoAccounts.admin.email);
    const own = page.getByTestId(`user-${demoAccounts.admin.uid}`);
    await expect(own).toContainText('(you)');
    await expect(own.getByRole('button', { name: 'Delete Admin' })).toBeDisabled();
    await expect(own.getByRole('button', { name: `Delete ${demoAccounts.admin.name}` })).toBeDisabled();
  });
});

test.describe('user details (/user/{userId})', () => {
  test("shows a premium player's profile, premium end, payments and results", async ({ page }) => {
    test.slow();
    const player = await newAccount('detailed');
    const premiumUntil = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 14, 12));
    const paymentId = `pi_details_${player.uid}`.replace(/[^\w]/g, '_');
    await player.admin.firestore.doc(`users/${player.uid}`).update({ phone: '+1 555 0199', isPaid: true, premiumUntil });
    await player.admin.firestore.doc(`payments/${paymentId}`).set({
      uid: player.uid,
      name: player.name,
      email: player.email,
      createdAt: new Date('2026-03-14T09:00:00Z'),
      transactionId: paymentId,
      refund: 'false',
      amount: 10700,
      currency: 'usd',
      role: '',
    });
    const quiz = await createTestQuiz(player.admin.firestore, { idPrefix: 'e2e-details', quizName: `Details ${String(Date.now())}` });
    await submitThroughApi(await signIn(player.email, player.password), quiz.id, { q1: [2], q2: [1, 3], q3: [1], q4: [1] });

    await signInDirectly(page, demoAccounts.admin, '/dashboard/users');
    await page.getByTestId(`user-${player.uid}`).getByRole('link', { name: `Details of ${player.name}` }).click();
    await expect(page).toHaveURL(`/user/${player.uid}`);
    await expect(page).toHaveTitle('User Details - Quiz Master');
    await expect(page.getByRole('heading', { name: player.name })).toBeVisible();
    await expect(page.getByText(player.email).first()).toBeVisible();
    await expect(page.getByText('+1 555 0199')).toBeVisible();
    const until = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(premiumUntil);
    await expect(page.getByText(`Premium until ${until}`)).toBeVisible();

    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments.getByRole('row').nth(1)).toContainText(`2026-03-14${paymentId}$107.00complete`);
    const results = page.getByRole('region', { name: 'Quiz results' });
    // 2 of 4 right: 50 marks, grade B.
    await expect(results.getByRole('row').nth(1)).toContainText(`${quiz.quizName}50B1`);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to Users' }).click();
    await expect(page).toHaveURL('/dashboard/users');
    await quiz.remove();
    await player.admin.close();
  });

  test('says so when the user does not exist', async ({ page }) => {
    await signInDirectly(page, demoAccounts.admin, '/user/no-such-user');
    await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Users' }).click();
    await expect(page).toHaveURL('/dashboard/users');
  });
});
