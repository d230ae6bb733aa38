import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The heading's total, e.g. 'All Users (12)', equals the table's body rows. Other specs add rows
 * meanwhile, so it retries until both agree.
 */
export async function expectTotalInHeading(page: Page, table: Locator, title: string) {
  await expect(async () => {
    const rows = (await table.getByRole('row').count()) - 1;
    await expect(page.getByRole('heading', { name: `${title} (${String(rows)})` })).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** Every column header of a table is there (icon columns have a hidden name). */
export async function expectColumns(table: Locator, headers: readonly string[]) {
  for (const header of headers) await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeAttached();
}
