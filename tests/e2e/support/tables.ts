import { expect, type Locator, type Page } from '@playwright/test';

const totalIn = (text: string | null) => Number(/\(([\d,]+)\)\s*$/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN);

/**
 * The heading's total, e.g. 'All Users (12)', is the list's: the table's body rows when it fits
 * on one page, else the pager's "of N" (a page shows at most its rows). Other specs add rows
 * meanwhile, so it retries until they agree.
 */
export async function expectTotalInHeading(page: Page, table: Locator, title: string) {
  await expect(async () => {
    const heading = page.getByRole('heading', { name: new RegExp(`^${title} \\([\\d,]+\\)$`) });
    const total = totalIn(await heading.textContent({ timeout: 1000 }));
    const rows = (await table.getByRole('row').count()) - 1;
    const pager = page.getByRole('navigation', { name: /^Pages of / });
    if ((await pager.count()) === 0) {
      expect(rows).toBe(total);
    } else {
      await expect(pager).toContainText(`of ${total.toLocaleString('en-US')}`, { timeout: 1000 });
      expect(rows).toBeLessThanOrEqual(total);
    }
  }).toPass();
}

/** Every column header of a table is there (icon columns have a hidden name). */
export async function expectColumns(table: Locator, headers: readonly string[]) {
  for (const header of headers) await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeAttached();
}
