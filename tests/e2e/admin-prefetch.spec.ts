import { expect, test, type Page, type Request } from './support/test';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { addedTargets } from '@quizmaster/scripts/bench/firestore-traffic';
import { newAccount, signInDirectly } from './support/accounts';

/**
 * Admin pages start their first read from the route's loader, before the page renders, and the
 * page's own listener then shares that read (web/src/lib/firestore/prefetch.ts). Were the two
 * queries to differ in anything (a filter, the page, the moment "premium" is judged at), every
 * view would read its page twice: so the listen targets the browser asks Firestore for are
 * counted here, one per query.
 */

/** The query targets (distinct target ids) the page adds on Firestore's listen channel, per collection. */
function recordQueryTargets(page: Page) {
  const targets = new Map<string, Set<number>>();
  const record = (request: Request) => {
    const body = request.postData();
    if (!request.url().includes('/Listen/channel') || !body) return;
    for (const target of addedTargets(body)) {
      if (target.kind !== 'query') continue;
      const ids = targets.get(target.label) ?? new Set<number>();
      ids.add(target.targetId);
      targets.set(target.label, ids);
    }
  };
  page.on('request', record);
  return {
    count: (collection: string) => targets.get(collection)?.size ?? 0,
    stop: () => page.off('request', record),
  };
}

test.describe("admin pages' first read", () => {
  test('is made once on each admin page, filters and all', async ({ page }) => {
    await signInDirectly(page, demoAccounts.admin);
    for (const { path, collection } of [
      // A premium filter judges "premium" at a moment: the page and the prefetch must pick the same.
      { path: '/dashboard/users?premium=free&role=player', collection: 'users' },
      { path: '/dashboard/paymentLists?refund=false', collection: 'payments' },
      { path: '/dashboard/manageQuizzes?type=free', collection: 'quizzes' },
      { path: '/dashboard/quizDetails/world-capitals?sort=date', collection: 'quizzes/world-capitals/submissions' },
    ]) {
      await page.goto('about:blank');
      const queryTargets = recordQueryTargets(page);
      await page.goto(path);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      // Time for a second, late listener to show up.
      await page.waitForTimeout(500);
      queryTargets.stop();
      expect(queryTargets.count(collection), path).toBe(1);
    }
  });

  test('is not made for a player, whom the admin guard turns away', async ({ page }) => {
    const player = await newAccount('not-prefetched');
    try {
      await signInDirectly(page, player);
      const queryTargets = recordQueryTargets(page);
      await page.goto('/dashboard/users');
      await expect(page.getByText('This is Protected for only Admin')).toBeVisible();
      await page.waitForTimeout(500);
      queryTargets.stop();
      expect(queryTargets.count('users')).toBe(0);
    } finally {
      await player.admin.close();
    }
  });
});
