import type { Firestore } from 'firebase-admin/firestore';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import {
  WEB_VITALS_COLLECTION,
  WEB_VITALS_FORCED_SAMPLE_RATE_KEY,
  WEB_VITALS_READY_MARK,
  webVitalsFigures,
  webVitalsWindowStart,
  type WebVitalName,
  type WebVitalsDocumentHistograms,
} from '@quizmaster/shared/web-vitals';
import { formatWebVital } from '@quizmaster/web/features/admin-web-vitals/lib/format';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';

/**
 * Real-user metrics (ADR 0025) end to end: a visitor and a player browse with sampling
 * forced on (an emulator build honours the localStorage rate), each page load reports its Core
 * Web Vitals as it is left, and the demo admin reads the figures back on /dashboard, equal to
 * what the stored histograms say. Other specs browse at the usual sampling meanwhile, so the
 * figures are compared with Firestore (and the page reloaded) until both agree.
 */

const TITLE = 'Real-user metrics (last 7 days, p75)';
const TABLE = 'Real-user metrics per page';
/** What each page load reports at least: TTFB at once, LCP as the page is hidden. */
const ALWAYS_REPORTED: WebVitalName[] = ['TTFB', 'LCP'];

/** Every page this context opens reports (the key is read by emulator builds only). */
async function forceSampling(context: BrowserContext) {
  // about:blank has no storage: the try keeps that page quiet.
  await context.addInitScript(`try { localStorage.setItem(${JSON.stringify(WEB_VITALS_FORCED_SAMPLE_RATE_KEY)}, '1'); } catch {}`);
}

/**
 * Waits until the page's reporter listens (it loads once the page is idle). Polled with
 * evaluate: waitForFunction's string predicates need eval, which the page's CSP refuses.
 */
async function reporterReady(page: Page) {
  await expect.poll(() => page.evaluate<number>(`performance.getEntriesByName(${JSON.stringify(WEB_VITALS_READY_MARK)}).length`), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** The figures of the dashboard's 7 days, from every stored histogram (a test may read them all). */
async function storedFigures(firestore: Firestore) {
  const snapshot = await firestore.collection(WEB_VITALS_COLLECTION).where('day', '>=', webVitalsWindowStart(new Date())).get();
  return webVitalsFigures(snapshot.docs.map((document) => document.data() as WebVitalsDocumentHistograms));
}

const samplesOf = async (firestore: Firestore, page: string, name: WebVitalName) => (await storedFigures(firestore)).find((figure) => figure.page === page)?.metrics[name]?.samples ?? 0;

test.describe('real-user metrics', () => {
  test('pages browsed by a visitor and a player report their web vitals, and the admin dashboard shows them', async ({ page, context, browser }) => {
    test.slow();
    const player = await newAccount('vitals');
    const firestore = player.admin.firestore;
    try {
      await forceSampling(context);
      const visited = ['/', '/quizzes', '/pricing', '/profile'] as const;
      const before = Object.fromEntries(await Promise.all(visited.map(async (path) => [path, await samplesOf(firestore, path, 'TTFB')] as const)));

      // A visitor reads the prerendered landing page (the app does not even start), then the
      // catalogue (with a click, an interaction for INP), then the pricing page.
      await page.goto('/');
      await reporterReady(page);
      await page.goto('/quizzes');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await reporterReady(page);
      await page.getByRole('heading', { level: 1 }).first().click();
      await page.goto('/pricing');
      // Painted before it is left: a page hidden before its first contentful paint has no LCP.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await reporterReady(page);
      // A player on their profile (signing in leaves the pricing page, which reports).
      await signInDirectly(page, player, '/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      await reporterReady(page);
      await page.goto('about:blank');

      // Each page load's report has arrived and been counted.
      for (const path of visited) {
        for (const name of ALWAYS_REPORTED) {
          await expect.poll(() => samplesOf(firestore, path, name), { message: `${name} of ${path}`, timeout: 15_000 }).toBeGreaterThanOrEqual((before[path] ?? 0) + 1);
        }
      }
      await expect.poll(() => samplesOf(firestore, '/quizzes', 'INP'), { message: 'INP of /quizzes', timeout: 15_000 }).toBeGreaterThanOrEqual(1);

      // The demo admin, in a browser of their own, reads them back: each page's row says what
      // the histograms say.
      const adminContext = await browser.newContext();
      const adminPage = await adminContext.newPage();
      await signInDirectly(adminPage, demoAccounts.admin, '/dashboard');
      await expect(adminPage.getByRole('heading', { name: TITLE })).toBeVisible();
      const table = adminPage.getByRole('region', { name: TABLE });
      await expect
        .poll(
          async () => {
            const figures = await storedFigures(firestore);
            await adminPage.reload();
            await table.getByRole('row').nth(1).waitFor();
            const mismatches: string[] = [];
            for (const path of visited) {
              const expected = figures.find((figure) => figure.page === path);
              const row = table.getByRole('row').filter({ has: adminPage.getByRole('cell', { name: path, exact: true }) });
              const cells = await row.getByRole('cell').allInnerTexts();
              const shown = cells.slice(1).map((text) => text.replace(/\s+/g, ' ').trim());
              const wanted = (['LCP', 'INP', 'CLS', 'TTFB'] as const).map((name) => {
                const figure = expected?.metrics[name];
                if (!figure) return 'No samples';
                const rating = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' }[figure.rating];
                return `${formatWebVital(name, figure.p75)} ${rating} ${String(figure.samples)} sample${figure.samples === 1 ? '' : 's'}`;
              });
              if (JSON.stringify(shown) !== JSON.stringify(wanted)) mismatches.push(`${path}: shown ${JSON.stringify(shown)}, stored ${JSON.stringify(wanted)}`);
            }
            return mismatches;
          },
          { timeout: 30_000 },
        )
        .toEqual([]);
      await expectAccessible(adminPage);
      await adminContext.close();
    } finally {
      await player.admin.close();
    }
  });

  test('a player does not see the real-user metrics on their dashboard', async ({ page }) => {
    const player = await newAccount('novitals');
    try {
      await signInDirectly(page, player, '/dashboard');
      await expect(page.getByRole('group', { name: 'Quizzes taken' })).toBeVisible();
      // Time for a lazily loaded card to show up, were it shown to players.
      await page.waitForTimeout(1000);
      await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
    } finally {
      await player.admin.close();
    }
  });
});
