import { expect, test, type Page } from './support/test';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { aQuiz } from '@quizmaster/shared/testing/factories';
import { emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';

/**
 * The quiz catalogue's "Load more" on / and /quizzes (ADR 0014): a page of cards at a time, the
 * number of pages in the URL (`?more=2`) so reload and Back keep the cards, the button gone at
 * the end, and /quizzes' type filter in the URL. The spec adds 26 quizzes older than every other
 * (so other specs' new quizzes stay on the first page) and deletes them at the end. Other specs
 * add and delete quizzes meanwhile, so counts are checked against what a page can hold.
 */

const PAGE = PAGE_SIZES.catalogue;
const stamp = `Lm${String(Date.now() % 1_000_000)}`;
const admin = emulatorAdmin(`e2e-catalogue-paging-${String(process.pid)}`);
const seededIds: string[] = [];
const SEEDED = 26;
/** Every third one is paid. */
const seededPaid = Array.from({ length: SEEDED }, (_, index) => index % 3 === 0).filter(Boolean).length;

// One worker runs this file's tests in order: they share the quizzes seeded below.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  const refs = dataRefs(admin.firestore);
  const batch = admin.firestore.batch();
  for (let index = 0; index < SEEDED; index += 1) {
    const id = `e2e-catalogue-${stamp}-${String(index).padStart(2, '0')}`;
    const quizName = `${stamp} ${String(index).padStart(2, '0')}`;
    seededIds.push(id);
    batch.set(
      refs.quiz(id),
      aQuiz({
        quizName,
        image: '/covers/space.svg',
        description: 'A quiz for the catalogue paging test.',
        quizType: index % 3 === 0 ? 'paid' : 'free',
        createdBy: 'e2e',
        // Older than the demo quizzes and anything another spec makes now.
        createdAt: new Date(Date.UTC(2001, 0, 1) + index * 60_000),
      }),
    );
  }
  await batch.commit();
});

test.afterAll(async () => {
  const batch = admin.firestore.batch();
  for (const id of seededIds) batch.delete(admin.firestore.doc(`quizzes/${id}`));
  await batch.commit();
  await admin.close();
});

const grid = (page: Page) => page.getByRole('region', { name: 'All Quizzes' });
const cards = (page: Page) => grid(page).getByRole('listitem');
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more quizzes' });
const seededCards = (page: Page) => grid(page).getByRole('heading', { name: new RegExp(`^${stamp} `) });

/** Presses Load more until it is gone (other specs may add a page meanwhile); returns the pages shown. */
async function loadToTheEnd(page: Page, pagesShown: number): Promise<number> {
  let pages = pagesShown;
  while (await loadMore(page).isVisible()) {
    if (pages > 12) throw new Error('Load more never ends.');
    const before = await cards(page).count();
    await loadMore(page).click();
    pages += 1;
    await expect(page).toHaveURL(new RegExp(`[?&]more=${String(pages)}(&|$)`));
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
  }
  return pages;
}

test.describe('the catalogue pages with Load more', () => {
  // Each test walks several pages and reloads; give a busy CI machine room.
  test.describe.configure({ timeout: 60_000 });

  test('on /: a page more per press, kept in the URL through reload and Back, and no button at the end', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(PAGE);
    await expect(loadMore(page)).toBeVisible();

    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(2 * PAGE);
    await expect(page).toHaveURL(/\/\?more=2$/);
    await expect(page.getByRole('status').filter({ hasText: 'more quizzes loaded' })).toHaveText(`${String(PAGE)} more quizzes loaded. Showing ${String(2 * PAGE)}.`);
    await expect(loadMore(page)).toBeFocused();
    // The covers of the first row load at once, the rest lazily (Lighthouse's LCP).
    await expect(cards(page).first().locator('img')).toHaveAttribute('loading', 'eager');
    await expect(cards(page).first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards(page).nth(PAGE).locator('img')).toHaveAttribute('loading', 'lazy');

    await page.reload();
    await expect(cards(page)).toHaveCount(2 * PAGE);

    // Away to a quiz (a visitor is sent to log in first) and Back: the same cards.
    const twentieth = await cards(page).nth(19).getByRole('heading').textContent();
    await cards(page).nth(19).getByRole('link', { name: /^Take A Test: / }).click();
    await expect(page).toHaveURL('/login');
    await page.goBack();
    await expect(page).toHaveURL(/\/\?more=2$/);
    await expect(cards(page)).toHaveCount(2 * PAGE);
    await expect(cards(page).nth(19).getByRole('heading')).toHaveText(twentieth ?? '');

    const shownBefore = await cards(page).count();
    await loadToTheEnd(page, 2);
    await expect(loadMore(page)).toHaveCount(0);
    await expect(seededCards(page)).toHaveCount(SEEDED);
    // The button is gone, so the focus went to the first card it added.
    await expect(page.locator('a:focus')).toHaveAccessibleName(/^Take A Test: /);
    expect(await cards(page).count()).toBeGreaterThan(shownBefore);
    await expectAccessible(page);
  });

  test('on /quizzes: Load more, and the type filter in the URL', async ({ page }) => {
    const player = await newAccount('catalogue');
    try {
      await signInDirectly(page, player, '/quizzes');
      await expect(cards(page)).toHaveCount(PAGE);
      await loadMore(page).click();
      await expect(cards(page)).toHaveCount(2 * PAGE);
      await expect(page).toHaveURL(/\/quizzes\?more=2$/);
      await page.reload();
      await expect(cards(page)).toHaveCount(2 * PAGE);

      // Paid only: back to the first page, every card paid, kept through reload.
      await page.getByLabel('Show', { exact: true }).selectOption('paid');
      await expect(page).toHaveURL(/\/quizzes\?type=paid$/);
      await expect(seededCards(page).first()).toBeVisible();
      const paidCards = cards(page).filter({ has: page.getByText('Paid', { exact: true }) });
      await expect.poll(async () => (await cards(page).count()) === (await paidCards.count())).toBe(true);
      await loadToTheEnd(page, 1);
      await expect(seededCards(page)).toHaveCount(seededPaid);
      await expect.poll(async () => (await cards(page).count()) === (await paidCards.count())).toBe(true);
      await page.reload();
      await expect(page.getByLabel('Show', { exact: true })).toHaveValue('paid');
      await expect(seededCards(page)).toHaveCount(seededPaid);
      await expectAccessible(page);
    } finally {
      await player.admin.close();
    }
  });
});
