import { expect, test, type Locator } from './support/test';
import { adminOnlyMessage } from '@quizmaster/shared/messages';
import type { AuditAction, AuditEntry } from '@quizmaster/shared/models/audit-entry';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { api, signIn } from '../support/api';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';

/**
 * The Audit page (ADR 0021): an admin's role change shows up with who, what and the
 * values before and after; the log filters by admin, action and dates, pages, and keeps all of
 * it in the URL. Other specs take admin actions meanwhile, so everything here is narrowed to an
 * admin of this test's own, whose entries (seeded and real) no other test writes.
 */

const PAGE = PAGE_SIZES.table;
/** More than a page of seeded entries, one a day in January 2026, every other one a refund. */
const SEEDED = PAGE + 5;
const seededDay = (index: number) => `2026-01-${String(index + 1).padStart(2, '0')}`;
const seededAction = (index: number): AuditAction => (index % 2 === 0 ? 'refund' : 'quiz-edit');

const bodyRows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });

test.describe('audit log (/dashboard/auditLog)', () => {
  test("shows an admin's role change, filters by admin, action and date, and pages", async ({ page }) => {
    test.slow();
    const auditor = await newAccount('auditor', { claims: { admin: true } });
    const promoted = await newAccount('promoted');
    const refs = dataRefs(auditor.admin.firestore);

    // The real action, through the API as the Users page's role button calls it.
    const token = await signIn(auditor.email, auditor.password);
    const change = await api('PUT', `/user?email=${encodeURIComponent(promoted.email)}`, { token, body: { role: 'admin' } });
    expect(change).toHaveStatus(200);

    // Older entries of the same admin, written as the functions would, in batches one after another.
    const seeded: string[] = [];
    for (let first = 0; first < SEEDED; first += 10) {
      const batch = auditor.admin.firestore.batch();
      for (let index = first; index < Math.min(first + 10, SEEDED); index += 1) {
        const entry: AuditEntry = {
          action: seededAction(index),
          actorUid: auditor.uid,
          actorEmail: auditor.email,
          actorName: auditor.name,
          at: new Date(`${seededDay(index)}T12:00:00.000Z`),
          target: { kind: 'payment', id: `pi_seeded_${String(index)}`, label: `payer-${String(index)}@example.com, 107.00 USD` },
          before: { refund: 'processing' },
          after: { refund: 'true', amount: 10700, currency: 'usd' },
        };
        const ref = refs.auditLog().doc();
        seeded.push(ref.id);
        batch.create(ref, entry);
      }
      await batch.commit();
    }

    // The sidebar leads to the page.
    await signInDirectly(page, auditor, '/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/dashboard\/auditLog$/);
    await expect(page).toHaveTitle('Audit log - Quiz Master');

    // Only this admin's entries: the role change first (newest), then the seeded ones.
    await page.getByRole('searchbox', { name: "Admin's e-mail" }).fill(auditor.email.toUpperCase());
    await expect(page).toHaveURL(/[?&]admin=/);
    const table = page.getByRole('table');
    const pager = page.getByRole('navigation', { name: 'Pages of audit entries' });
    await expect(page.getByRole('heading', { name: `Audit log (${String(SEEDED + 1)})` })).toBeVisible();
    await expect(bodyRows(table)).toHaveCount(PAGE);
    const newest = bodyRows(table).first();
    await expect(newest).toContainText('Role change');
    await expect(newest).toContainText(promoted.email);
    await expect(newest).toContainText('admin: false → true');
    await expect(newest).toContainText(auditor.email);
    await expect(bodyRows(table).nth(1)).toContainText('refund: processing → true');
    await expect(bodyRows(table).nth(1)).toContainText('amount: 107.00 USD');
    await expectAccessible(page);

    // Pages: the rest on the second, back again, and the page survives a reload.
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]after=/);
    await expect(bodyRows(table)).toHaveCount(SEEDED + 1 - PAGE);
    await expect(bodyRows(table).last()).toContainText(`${seededDay(0)} 12:00 UTC`);
    await page.reload();
    await expect(bodyRows(table)).toHaveCount(SEEDED + 1 - PAGE);
    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expect(bodyRows(table)).toHaveCount(PAGE);
    await expect(bodyRows(table).first()).toContainText('Role change');

    // By action.
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Role change' });
    await expect(page).toHaveURL(/[?&]action=role-change/);
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(bodyRows(table).first()).toContainText(promoted.email);
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Refund' });
    const refunds = Array.from({ length: SEEDED }, (_, index) => index).filter((index) => seededAction(index) === 'refund');
    await expect(bodyRows(table)).toHaveCount(refunds.length);
    await expect(page.getByRole('heading', { name: `Audit log (${String(refunds.length)})` })).toBeVisible();

    // By date, "to" included: the refunds of 10–14 January are those of the 11th and the 13th (indices 10 and 12).
    await page.getByLabel('From', { exact: true }).fill(seededDay(9));
    await page.getByLabel('To', { exact: true }).fill(seededDay(13));
    await expect(page).toHaveURL(/[?&]from=2026-01-10/);
    await expect(bodyRows(table)).toHaveCount(2);
    await expect(bodyRows(table).first()).toContainText(`${seededDay(12)} 12:00 UTC`);
    await expect(bodyRows(table).last()).toContainText(`${seededDay(10)} 12:00 UTC`);
    // Any action within those dates: five days, five entries.
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Any action' });
    await expect(bodyRows(table)).toHaveCount(5);
    await page.reload();
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(seededDay(13));
    await expect(bodyRows(table)).toHaveCount(5);
    await expectAccessible(page);
    // On a phone the table scrolls sideways: its region takes the keyboard's focus.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('region', { name: 'Audit entries' })).toBeVisible();
    await expectAccessible(page);

    // The entries stay (the log is append-only for clients); the test's own are removed with the Admin SDK.
    const real = await refs.auditLog().where('actorEmail', '==', auditor.email).where('action', '==', 'role-change').get();
    const cleanup = auditor.admin.firestore.batch();
    for (const id of seeded) cleanup.delete(refs.auditLog().doc(id));
    for (const entry of real.docs) cleanup.delete(entry.ref);
    await cleanup.commit();
    await Promise.all([auditor.admin.close(), promoted.admin.close()]);
  });

  test('sends a player away with the admin-only toast', async ({ page }) => {
    const player = await newAccount('auditlogplayer');
    await signInDirectly(page, player, '/dashboard/auditLog');
    await expect(page.getByText(adminOnlyMessage)).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: /^Audit log/ })).toHaveCount(0);
    await player.admin.close();
  });
});
