import { expect, test, type Locator, type Page } from './support/test';
import type { Firestore } from 'firebase-admin/firestore';
import type { RefundState } from '@quizmaster/shared/models/payment';
import { userNameFields } from '@quizmaster/shared/models/user';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { paths } from '@quizmaster/shared/paths';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { newAccount, signInDirectly } from './support/accounts';

/**
 * Paging, searching and filtering of the admin tables (Users, Payments list, a user's details)
 * and My Payments, through the browser: Next and Previous, row numbers that go on, the page and
 * the filters in the URL (reload and Back keep them). Each test seeds its own rows with the
 * Admin SDK, under a stamp that no other spec uses, and removes them.
 */

const PAGE = PAGE_SIZES.table;
// Two pages, and a multiple of 3 (a third in each refund state); one payment a day fits in January.
const ROWS = PAGE + 10;
const REFUNDS: RefundState[] = ['false', 'processing', 'true'];
const two = (index: number) => String(index).padStart(2, '0');

async function writeAll(firestore: Firestore, documents: [string, object][]) {
  const batch = firestore.batch();
  for (const [path, data] of documents) batch.set(firestore.doc(path), data);
  await batch.commit();
}

async function deleteAll(firestore: Firestore, documentPaths: string[]) {
  const batch = firestore.batch();
  for (const path of documentPaths) batch.delete(firestore.doc(path));
  await batch.commit();
}

const payment = (id: string, uid: string, email: string, refund: RefundState, createdAt: Date) => ({
  uid,
  name: 'Paging Payer',
  email,
  createdAt,
  transactionId: id,
  refund,
  amount: 10700,
  currency: 'usd',
  role: '',
});

/** The body rows of a table, and the number in the first column of its first row. */
const bodyRows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });
const firstNumber = (table: Locator) => bodyRows(table).first().getByRole('cell').first();

async function expectPage(table: Locator, pager: Locator, rows: number, first: number, total?: number) {
  await expect(bodyRows(table)).toHaveCount(rows);
  await expect(firstNumber(table)).toHaveText(String(first));
  const range = `Rows ${String(first)}–${String(first + rows - 1)}`;
  await expect(pager).toContainText(total === undefined ? range : `${range} of ${String(total)}`);
}

/** Next, reload, Previous, Back on a two-page list whose first column numbers the rows. */
async function pageThrough(page: Page, table: Locator, pager: Locator, param: string, total?: number) {
  await expectPage(table, pager, PAGE, 1, total);
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]${param.replace('.', '\\.')}after=`));
  await expectPage(table, pager, ROWS - PAGE, PAGE + 1, total);
  await expect(pager.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await page.reload();
  await expectPage(table, pager, ROWS - PAGE, PAGE + 1, total);
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expectPage(table, pager, PAGE, 1, total);
  await page.goBack();
  await expectPage(table, pager, ROWS - PAGE, PAGE + 1, total);
}

test.describe('paging and searching the admin tables', () => {
  test('Users: search, role filter, pages, reload and Back', async ({ page }) => {
    test.slow();
    const admin = emulatorAdmin(`e2e-paging-users-${String(Date.now())}`);
    const stamp = `zq${Date.now().toString(36)}`;
    const ids = Array.from({ length: ROWS }, (_, index) => `${stamp}-${two(index)}`);
    await writeAll(
      admin.firestore,
      ids.map((id, index): [string, object] => [
        paths.user(id),
        {
          ...userNameFields(`${stamp.toUpperCase()}  Member ${two(index)}`),
          email: `${stamp}.${two(index)}@paging.test`,
          phone: '',
          photoURL: '',
          role: index % 10 === 0 ? 'admin' : '',
          isPaid: false,
          premiumUntil: null,
          createdAt: new Date(Date.UTC(2001, 0, 1, 0, index)),
        },
      ]),
    );
    try {
      await signInDirectly(page, demoAccounts.admin, '/dashboard/users');
      await page.getByRole('searchbox', { name: 'Search users' }).fill(`${stamp} mem`);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${stamp}`));
      await expect(page.getByRole('heading', { name: `All Users (${String(ROWS)})` })).toBeVisible();
      const table = page.getByRole('table');
      const pager = page.getByRole('navigation', { name: 'Pages of users' });
      // Alphabetical while searching: Member 00 first.
      await expect(bodyRows(table).first()).toContainText(`${stamp}.00@paging.test`);
      await pageThrough(page, table, pager, '', ROWS);
      await expect(bodyRows(table).last()).toContainText(`${stamp}.${two(ROWS - 1)}@paging.test`);

      // Premium does not combine with a search (one range per query): it says so.
      await expect(page.getByRole('combobox', { name: 'Premium' })).toBeDisabled();
      await expect(page.getByText('Not with a search: clear the search to filter by premium.')).toBeVisible();

      // The role filter goes back to the first page and into the URL; reload keeps both filters.
      await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admins' });
      await expect(page).toHaveURL(/[?&]role=admin/);
      await expect(page).not.toHaveURL(/[?&]after=/);
      await expect(bodyRows(table)).toHaveCount(3);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'All Users (3)' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(`${stamp} mem`);
      await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('admin');

      // An e-mail (with an @) searches e-mails.
      await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Any role' });
      await page.getByRole('searchbox', { name: 'Search users' }).fill(`${stamp}.07@`);
      await expect(bodyRows(table)).toHaveCount(1);
      await expect(bodyRows(table).first()).toContainText(`${stamp.toUpperCase()} Member 07`);
    } finally {
      await deleteAll(admin.firestore, ids.map(paths.user));
      await admin.close();
    }
  });

  test('Payments list: e-mail search, refund state, dates, pages, reload and Back', async ({ page }) => {
    test.slow();
    const admin = emulatorAdmin(`e2e-paging-payments-${String(Date.now())}`);
    const stamp = `pg${Date.now().toString(36)}`;
    const ids = Array.from({ length: ROWS }, (_, index) => `pi_${stamp}_${two(index)}`);
    // Twenty years ago, one a day: no other spec's payment falls in these dates.
    await writeAll(
      admin.firestore,
      ids.map((id, index): [string, object] => [
        paths.payment(id),
        payment(id, `${stamp}-payer`, `${stamp}.${two(index)}@paging.test`, REFUNDS[index % 3] ?? 'false', new Date(Date.UTC(2001, 0, 1 + index, 9))),
      ]),
    );
    try {
      await signInDirectly(page, demoAccounts.admin, '/dashboard/paymentLists');
      const table = page.getByRole('table');
      const pager = page.getByRole('navigation', { name: 'Pages of payments' });

      await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill(stamp);
      await expect(page).toHaveURL(new RegExp(`[?&]email=${stamp}`));
      await expect(page.getByRole('heading', { name: `Payments (${String(ROWS)})` })).toBeVisible();
      await expect(page.getByLabel('From')).toBeDisabled();
      await pageThrough(page, table, pager, '', ROWS);

      await page.getByRole('combobox', { name: 'Refund state' }).selectOption({ label: 'refunded' });
      await expect(page).toHaveURL(/[?&]refund=true/);
      await expect(bodyRows(table)).toHaveCount(ROWS / 3);
      await expect(table.getByRole('button', { name: /^Delete payment / })).toHaveCount(ROWS / 3);
      await page.reload();
      await expect(page.getByRole('heading', { name: `Payments (${String(ROWS / 3)})` })).toBeVisible();

      // Dates instead of the e-mail: newest first within them ("to" counts its whole day).
      await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill('');
      await page.getByRole('combobox', { name: 'Refund state' }).selectOption({ label: 'Any state' });
      await page.getByLabel('From').fill('2001-01-03');
      await page.getByLabel('To', { exact: true }).fill('2001-01-07');
      await expect(page).toHaveURL(/[?&]from=2001-01-03/);
      await expect(page).toHaveURL(/[?&]to=2001-01-07/);
      await expect(bodyRows(table)).toHaveCount(5);
      await expect(bodyRows(table).first()).toContainText('2001-01-07');
      await expect(bodyRows(table).last()).toContainText('2001-01-03');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Payments (5)' })).toBeVisible();
      await expect(page.getByLabel('To', { exact: true })).toHaveValue('2001-01-07');
    } finally {
      await deleteAll(admin.firestore, ids.map(paths.payment));
      await admin.close();
    }
  });

  test("a user's details: payments and results page on their own", async ({ page }) => {
    test.slow();
    const player = await newAccount('pagedetails');
    const paymentIds = Array.from({ length: ROWS }, (_, index) => `pi_details_${player.uid}_${two(index)}`.replace(/[^\w]/g, '_'));
    const resultPaths = Array.from({ length: ROWS }, (_, index) => `${paths.submissions(`e2e-paging-${player.uid}`)}/${player.uid}-${two(index)}`);
    await writeAll(player.admin.firestore, [
      ...paymentIds.map((id, index): [string, object] => [
        paths.payment(id),
        payment(id, player.uid, player.email, 'true', new Date(Date.UTC(2002, 0, 1 + index))),
      ]),
      ...resultPaths.map((path, index): [string, object] => [
        path,
        {
          userId: player.uid,
          userName: player.name,
          userEmail: player.email,
          marks: index,
          points: index,
          grade: 'F',
          paid: false,
          attempt: 1,
          startedAt: new Date(Date.UTC(2003, 0, 1 + index)),
          submittedAt: new Date(Date.UTC(2003, 0, 1 + index, 0, 5)),
        },
      ]),
    ]);
    try {
      await signInDirectly(page, demoAccounts.admin, `/user/${player.uid}`);
      const payments = page.getByRole('region', { name: 'Payments' });
      const results = page.getByRole('region', { name: 'Quiz results' });
      const paymentsPager = payments.getByRole('navigation', { name: 'Pages of payments' });
      const resultsPager = results.getByRole('navigation', { name: 'Pages of quiz results' });
      await expect(paymentsPager).toContainText(`Rows 1–${String(PAGE)}`);
      await expect(bodyRows(payments.getByRole('table'))).toHaveCount(PAGE);

      // Each list has its own parameters: paging one keeps the other's page.
      await paymentsPager.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/[?&]payments\.after=/);
      await expect(paymentsPager).toContainText(`Rows ${String(PAGE + 1)}–${String(ROWS)}`);
      await expect(bodyRows(payments.getByRole('table')).first()).toContainText(`2002-01-${two(ROWS - PAGE)}`);
      await resultsPager.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/[?&]results\.after=/);
      await expect(page).toHaveURL(/[?&]payments\.after=/);
      await expect(resultsPager).toContainText(`Rows ${String(PAGE + 1)}–${String(ROWS)}`);
      // Newest first: page two holds the oldest results (marks ROWS - PAGE - 1 down to 0).
      await expect(bodyRows(results.getByRole('table')).first()).toContainText(`A deleted quiz${String(ROWS - PAGE - 1)}F1`);
      await expect(paymentsPager).toContainText(`Rows ${String(PAGE + 1)}–${String(ROWS)}`);

      await page.reload();
      await expect(paymentsPager).toContainText(`Rows ${String(PAGE + 1)}–${String(ROWS)}`);
      await expect(resultsPager).toContainText(`Rows ${String(PAGE + 1)}–${String(ROWS)}`);
      await page.goBack();
      await expect(resultsPager).toContainText(`Rows 1–${String(PAGE)}`);
      await expect(paymentsPager).toContainText(`Rows ${String(PAGE + 1)}–${String(ROWS)}`);
    } finally {
      await deleteAll(player.admin.firestore, [...paymentIds.map(paths.payment), ...resultPaths]);
      await player.admin.close();
    }
  });
});

test.describe('paging My Payments', () => {
  test('pages my payments, newest first, with the row numbers going on', async ({ page }) => {
    test.slow();
    const payer = await newAccount('pagepayer');
    const ids = Array.from({ length: ROWS }, (_, index) => `pi_mine_${payer.uid}_${two(index)}`.replace(/[^\w]/g, '_'));
    await writeAll(
      payer.admin.firestore,
      ids.map((id, index): [string, object] => [
        paths.payment(id),
        // The newest one can still be refunded, so the table shows (the user counts as paid).
        payment(id, payer.uid, payer.email, index === ROWS - 1 ? 'false' : 'true', new Date(Date.UTC(2004, 0, 1 + index))),
      ]),
    );
    try {
      await signInDirectly(page, payer, '/dashboard/myPayments');
      const table = page.getByRole('table');
      const pager = page.getByRole('navigation', { name: 'Pages of my payments' });
      await expect(bodyRows(table).first()).toContainText(`2004-01-${two(ROWS)}`);
      await expect(bodyRows(table).first().getByRole('button', { name: 'refund', exact: true })).toBeVisible();
      await pageThrough(page, table, pager, '', ROWS);
      await expect(bodyRows(table).last()).toContainText('2004-01-01');
    } finally {
      await deleteAll(payer.admin.firestore, ids.map(paths.payment));
      await payer.admin.close();
    }
  });
});
