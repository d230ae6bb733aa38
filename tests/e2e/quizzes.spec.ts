import { expect, test, type Page } from './support/test';
import type { Firestore } from 'firebase-admin/firestore';
import type { QuizType } from '@quizmaster/shared/models/quiz';
import { cardDescription, cardName } from '@quizmaster/shared/card-text';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';
import { createTestQuiz } from './support/quizzes';
import { SERVED_CARD_ATTRIBUTE, SERVED_CATALOGUE_ID } from '@quizmaster/shared/catalogue-first-row-marks';
import { APP_CHUNK, holdTheApp } from './support/app-chunk';

/**
 * The quiz cards on / and /quizzes, and where Take A Test leads (SPEC.md "Quiz cards"): each
 * test makes its own quizzes (deleted afterwards) and its own accounts.
 */

let quizCounter = 0;

/** A one-question quiz, newest of all (near the top of the grid); the stamp comes first so that the card's 20 characters tell quizzes apart. */
function createQuiz(firestore: Firestore, quizType: QuizType, submissionCount = 0) {
  quizCounter += 1;
  const stamp = `${String(Date.now() % 1_000_000)}${String(quizCounter)}`;
  return createTestQuiz(firestore, {
    idPrefix: 'e2e-cards',
    quizName: `Q${stamp} ${quizType} card quiz with a long name`,
    image: '/covers/space.svg',
    description: 'A description that is clearly longer than the forty characters a card shows.',
    quizType,
    allQTime: 5,
    questionCount: 1,
    submissionCount,
  });
}

type Quiz = Awaited<ReturnType<typeof createQuiz>>;
type Account = Awaited<ReturnType<typeof newAccount>>;

/** Accounts and quizzes made by a test, closed and deleted after it. */
const it = test.extend<{ make: { account: typeof newAccount; quiz: (quizType: QuizType, submissionCount?: number) => Promise<Quiz> } }>({
  make: async ({ browserName: _browserName }, use) => {
    const accounts: Account[] = [];
    const quizzes: Quiz[] = [];
    const owner = await newAccount('cards');
    accounts.push(owner);
    await use({
      account: async (...args) => {
        const account = await newAccount(...args);
        accounts.push(account);
        return account;
      },
      quiz: async (quizType, submissionCount) => {
        const quiz = await createQuiz(owner.admin.firestore, quizType, submissionCount);
        quizzes.push(quiz);
        return quiz;
      },
    });
    await Promise.all(quizzes.map((quiz) => quiz.remove()));
    await Promise.all(accounts.map((account) => account.admin.close()));
  },
});

const takeTest = (page: Page, quiz: Quiz) => page.getByRole('link', { name: `Take A Test: ${quiz.quizName}` });
const cardOf = (page: Page, quiz: Quiz) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: cardName(quiz.quizName), exact: true }) });

it.describe('quiz cards', () => {
  it.describe.configure({ timeout: 60_000 });

  it('show the short name and description, how many took it and a Paid badge, on / and /quizzes', async ({ page, make }) => {
    const free = await make.quiz('free', 7);
    const paid = await make.quiz('paid', 1);

    await page.goto('/');
    const grid = page.getByRole('region', { name: 'All Quizzes' });
    const freeCard = cardOf(page, free);
    await expect(freeCard).toBeVisible();
    await expect(freeCard.getByText(cardDescription('A description that is clearly longer than the forty characters a card shows.'), { exact: true })).toBeVisible();
    await expect(freeCard.getByText('7 people took it')).toBeVisible();
    await expect(freeCard.getByText('Paid', { exact: true })).toHaveCount(0);
    await expect(cardOf(page, paid).getByText('Paid', { exact: true })).toBeVisible();
    await expect(cardOf(page, paid).getByText('1 person took it')).toBeVisible();
    await expect(grid.getByRole('link', { name: /^Take A Test: / }).first()).toBeVisible();
    await expectAccessible(page);

    const player = await make.account('browser');
    await signInDirectly(page, player, '/quizzes');
    await expect(page).toHaveTitle('Quizzes - Quiz Master');
    await expect(page.getByRole('heading', { level: 1, name: 'All Quizzes' })).toBeVisible();
    await expect(cardOf(page, free)).toBeVisible();
    await expect(cardOf(page, paid).getByText('Paid', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  it('/quizzes is for signed-in users: a visitor logs in first', async ({ page, make }) => {
    const player = await make.account('visitor');
    await page.goto('/quizzes');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(player.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/quizzes');
  });

  it("sends a visitor's Take A Test to login, then back to the quiz", async ({ page, make }) => {
    const free = await make.quiz('free');
    const player = await make.account('visitor');
    await page.goto('/');
    await takeTest(page, free).click();
    await expect(page).toHaveURL('/login');

    await page.getByLabel('Email').fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(player.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`/startQuiz/${free.id}`);
    await expect(page.getByRole('heading', { name: 'Which planet is known as the Red Planet?' })).toBeVisible();
  });

  it('sends a player without premium from a paid quiz to /payment', async ({ page, make }) => {
    const paid = await make.quiz('paid');
    const player = await make.account('member');
    await signInDirectly(page, player, '/quizzes');
    await expect(takeTest(page, paid)).toHaveAttribute('href', '/payment');
    await takeTest(page, paid).click();
    await expect(page).toHaveURL('/payment');

    // Straight to the quiz's address: the server refuses (403) and the page sends them to pay.
    await page.goto(`/startQuiz/${paid.id}`);
    await expect(page).toHaveURL('/payment');
    await expect(page.getByText('This quiz is for premium members. Get premium to take it.')).toBeVisible();
  });

  it('lets a premium player open a paid quiz', async ({ page, make }) => {
    const paid = await make.quiz('paid');
    const inAYear = Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60;
    const player = await make.account('premium', { claims: { premium: true, premiumUntil: inAYear } });
    await signInDirectly(page, player, '/quizzes');
    await expect(takeTest(page, paid)).toHaveAttribute('href', `/startQuiz/${paid.id}`);
    await takeTest(page, paid).click();
    await expect(page).toHaveURL(`/startQuiz/${paid.id}`);
    await expect(page.getByRole('heading', { name: 'Which planet is known as the Red Planet?' })).toBeVisible();
    await expectAccessible(page);
  });
});

/**
 * Holds Firebase Auth's calls to the Auth emulator (reloading the stored user at start-up,
 * refreshing a token) until `release`: the sign-in's claims arrive late, as on a slow network.
 */
async function holdTheClaims(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(identitytoolkit|securetoken)\.googleapis\.com\//, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every path the tab shows from now on: page loads, and the router's history changes (pushState, replaceState). */
async function recordPaths(page: Page): Promise<() => Promise<string[]>> {
  const loaded: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loaded.push(new URL(frame.url()).pathname);
  });
  await page.addInitScript(`{
    const seen = (window.__paths = [location.pathname]);
    for (const name of ['pushState', 'replaceState']) {
      const original = history[name].bind(history);
      history[name] = (state, title, url) => {
        original(state, title, url);
        seen.push(location.pathname);
      };
    }
  }`);
  return async () => [...loaded, ...(await page.evaluate<string[]>('window.__paths'))];
}

const PREMIUM_REQUIRED = 'This quiz is for premium members. Get premium to take it.';

it.describe('Take A Test on a paid quiz, pressed before the sign-in\'s claims are in (ADR 0007)', () => {
  it.describe.configure({ timeout: 60_000 });

  it("goes straight to /payment for a player without premium, from /quizzes' first row before the app", async ({ page, make }) => {
    const player = await make.account('lateclaims');
    await signInDirectly(page, player, '/favicon.svg');
    const paid = await make.quiz('paid');
    const paths = await recordPaths(page);
    const release = await holdTheClaims(page);
    // The paid list's first row: this quiz, whatever other tests add meanwhile to the free list.
    await page.goto('/quizzes?type=paid');
    // Once the entry has taken the served row over (it drops the mark): before its script, a link is only a link.
    await expect(takeTest(page, paid)).toBeVisible();
    await expect(page.locator(`[${SERVED_CARD_ATTRIBUTE}]`)).toHaveCount(0);
    await takeTest(page, paid).click();
    // The press waits for the claims: still here, the link busy.
    await expect(page).toHaveURL('/quizzes?type=paid');
    await expect(takeTest(page, paid)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page).toHaveURL('/payment');
    await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
    expect((await paths()).filter((path) => path.startsWith('/startQuiz'))).toEqual([]);
    await expect(page.getByText(PREMIUM_REQUIRED)).toHaveCount(0);
  });

  it("goes straight to /payment for a player without premium, pressed on /quizzes' served row before any of the app's scripts", async ({ page, make }) => {
    const player = await make.account('earlypress');
    await signInDirectly(page, player, '/favicon.svg');
    const paid = await make.quiz('paid');
    const paths = await recordPaths(page);
    // No script of the app's (the entry included) until released: the page is the served HTML and its inline loader.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/quizzes?type=paid', { waitUntil: 'commit' });
    await expect(page.locator(`[${SERVED_CARD_ATTRIBUTE}]`).first()).toBeAttached();
    await takeTest(page, paid).click();
    // The loader held the press: still here, the link busy, until the app knows the player's claims.
    await expect(takeTest(page, paid)).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL('/quizzes?type=paid');
    release();
    await expect(page).toHaveURL('/payment');
    await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
    expect((await paths()).filter((path) => path.startsWith('/startQuiz'))).toEqual([]);
    await expect(page.getByText(PREMIUM_REQUIRED)).toHaveCount(0);
  });

  it('goes straight to /payment for a player without premium, from the landing page', async ({ page, make }) => {
    const paid = await make.quiz('paid');
    const player = await make.account('lateclaims');
    // Once with the claims, so the browser knows it is signed in (the landing page then loads Auth).
    await signInDirectly(page, player, '/');
    await expect(takeTest(page, paid)).toHaveAttribute('href', '/payment');
    const paths = await recordPaths(page);
    const release = await holdTheClaims(page);
    await page.reload();
    await takeTest(page, paid).click();
    await expect(page).toHaveURL('/');
    await expect(takeTest(page, paid)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page).toHaveURL('/payment');
    expect((await paths()).filter((path) => path.startsWith('/startQuiz'))).toEqual([]);
    await expect(page.getByText(PREMIUM_REQUIRED)).toHaveCount(0);
  });

  it('goes straight to the quiz for a premium player, from the landing page', async ({ page, make }) => {
    const paid = await make.quiz('paid');
    const inAYear = Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60;
    const player = await make.account('lateclaims', { claims: { premium: true, premiumUntil: inAYear } });
    await signInDirectly(page, player, '/');
    await expect(takeTest(page, paid)).toHaveAttribute('href', `/startQuiz/${paid.id}`);
    const paths = await recordPaths(page);
    const release = await holdTheClaims(page);
    await page.reload();
    await takeTest(page, paid).click();
    release();
    await expect(page).toHaveURL(`/startQuiz/${paid.id}`);
    await expect(page.getByRole('heading', { name: 'Which planet is known as the Red Planet?' })).toBeVisible();
    expect((await paths()).filter((path) => path === '/payment')).toEqual([]);
  });
});

/** The catalogue's reads: Firestore REST queries on the quizzes collection. */
const isCatalogueRead = (url: string, body: string | null) => url.includes(':runQuery') && (body ?? '').includes('"collectionId":"quizzes"');

/**
 * Serves /quizzes as the server does when its catalogue read fails: the build's shell, without a
 * first row or rows, under /quizzes' own URL (the router routes by it). The shell comes from
 * Hosting's file with Hosting's headers. A page fulfilled by the test has no server address, so
 * Chromium counts it as public and would refuse it the emulators' loopback addresses (Local Network
 * Access): the test grants its origin that access, which a page served from 127.0.0.1 has anyway.
 * Answers the documents served this way, so a test can show its page was one of them.
 */
async function serveWithoutFirstRow(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route(
    (url) => url.pathname === '/quizzes',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const shell = await route.fetch({ url: new URL('/shells/quizzes.html', route.request().url()).href });
      const body = await shell.text();
      if (!shell.ok() || body.includes(`id="${SERVED_CATALOGUE_ID}"`)) throw new Error(`Not the plain shell: HTTP ${String(shell.status())}`);
      served.push(route.request().url());
      await route.fulfill({ response: shell, body });
    },
  );
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:5000').origin;
  await page.context().grantPermissions(['local-network-access'], { origin });
  return served;
}

it.describe("/quizzes' catalogue read", () => {
  it('is the server\'s: the page comes with its first row and rows, and the browser reads nothing again', async ({ page, make }) => {
    const quiz = await make.quiz('free');
    const player = await make.account('served');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (isCatalogueRead(request.url(), request.postData())) reads.push(request.url());
    });
    await signInDirectly(page, player, '/quizzes');
    await expect(takeTest(page, quiz)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Show' })).toBeVisible();
    expect(reads).toHaveLength(0);
  });

  it('starts from the entry, before the app has started, on a page served without its rows', async ({ page, make }) => {
    const player = await make.account('early');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (isCatalogueRead(request.url(), request.postData())) reads.push(request.url());
    });
    const served = await serveWithoutFirstRow(page);
    // Without the app's chunk, only the entry's early read can ask for the catalogue.
    let appAsked = false;
    await page.route(APP_CHUNK, (route) => ((appAsked = true), route.abort()));
    await signInDirectly(page, player, '/quizzes');
    await expect.poll(() => reads.length).toBe(1);
    expect(served).toEqual([page.url()]);
    expect(new URL(page.url()).pathname).toBe('/quizzes');
    // The app was asked for and never ran: the read was the entry's.
    expect(appAsked).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveCount(0);
  });

  it('is then the only one the page makes: the page takes the early read', async ({ page, make }) => {
    const quiz = await make.quiz('free');
    const player = await make.account('early');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (isCatalogueRead(request.url(), request.postData())) reads.push(request.url());
    });
    const served = await serveWithoutFirstRow(page);
    await signInDirectly(page, player, '/quizzes');
    await expect(takeTest(page, quiz)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Show' })).toBeVisible();
    expect(served).toEqual([page.url()]);
    expect(reads).toHaveLength(1);
  });
});

/** What a phone or a desktop shows of the first row: each card's title, cover, link, box and colours (dark mode included). */
const DESCRIBE_FIRST_ROW = `[...document.querySelectorAll('main a[aria-label^="Take A Test: "]')].slice(0, 3).map((link) => {
  const card = link.closest('.chakra-card__root');
  const cover = card.querySelector('img');
  const title = card.querySelector('h2');
  const box = card.getBoundingClientRect();
  return {
    name: link.getAttribute('aria-label'),
    title: title.textContent,
    text: card.innerText,
    cover: cover.getAttribute('src'),
    coverLoaded: cover.complete && cover.naturalWidth > 0,
    box: [box.x, box.y, box.width, box.height].map(Math.round),
    colours: [getComputedStyle(card).backgroundColor, getComputedStyle(title).color, getComputedStyle(link).backgroundColor],
  };
})`;

interface FirstRowCard {
  name: string;
  title: string;
  text: string;
  cover: string;
  coverLoaded: boolean;
  box: number[];
  colours: string[];
}

/** Records, from now on, whether the first card's place ever shows something else than a card (a skeleton, nothing). */
const WATCH_FIRST_CARD = `window.__firstCardLost = false;
new MutationObserver(() => {
  if (!document.querySelector('main a[aria-label^="Take A Test: "]')) window.__firstCardLost = true;
}).observe(document.body, { childList: true, subtree: true });`;

it.describe("/quizzes' first row, in the served HTML before the app starts", () => {
  for (const { colorScheme, viewport } of [
    { colorScheme: 'light', viewport: { width: 1280, height: 900 } },
    { colorScheme: 'dark', viewport: { width: 390, height: 844 } },
  ] as const) {
    it(`is the app's first row, at the same places, without a skeleton in between (${colorScheme}, ${String(viewport.width)} px)`, async ({ page, make }) => {
      const paid = await make.quiz('paid', 3);
      const player = await make.account('firstrow');
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      const release = await holdTheApp(page);
      await signInDirectly(page, player, '/quizzes');

      // The shell, filled by the server: cards with their covers, while the app has not started.
      await expect(page.getByRole('link', { name: /^Take A Test: / }).first()).toBeVisible();
      await expect.poll(async () => (await page.evaluate<FirstRowCard[]>(DESCRIBE_FIRST_ROW)).every((card) => card.coverLoaded)).toBe(true);
      const early = await page.evaluate<FirstRowCard[]>(DESCRIBE_FIRST_ROW);
      expect(early).toHaveLength(3);
      await expect(page.getByRole('combobox', { name: 'Show' })).toHaveCount(0);
      // While the player's access loads, Take A Test leads to the quiz page, whose guard decides.
      const links = page.getByRole('main').getByRole('link', { name: /^Take A Test: / });
      const hrefs = await page.evaluate<string[]>(`[...document.querySelectorAll('main a[aria-label^="Take A Test: "]')].map((link) => link.getAttribute('href'))`);
      for (const href of hrefs) expect(href).toMatch(/^\/startQuiz\/./);
      // The rest of the grid keeps its skeletons; one link per card (nothing read twice).
      await expect(page.locator('[data-quiz-card-skeleton]')).toHaveCount(3);
      await expect(links).toHaveCount(3);
      await expectAccessible(page);

      await page.evaluate(WATCH_FIRST_CARD);
      release();
      await expect(page.getByRole('combobox', { name: 'Show' })).toBeVisible();
      // The player has no premium: the paid quiz's Take A Test now leads to /payment.
      await expect(takeTest(page, paid)).toHaveAttribute('href', '/payment');
      expect(await page.evaluate<FirstRowCard[]>(DESCRIBE_FIRST_ROW)).toEqual(early);
      expect(await page.evaluate<boolean>('window.__firstCardLost')).toBe(false);
    });
  }

  it('is in the HTML itself: there before any script runs', async ({ browser, make }) => {
    const quizzes = [await make.quiz('free'), await make.quiz('paid'), await make.quiz('free')];
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await withoutScripts.newPage();
      const response = await page.goto('/quizzes');
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      // The newest quizzes first: these three, unless another test's quiz is newer still.
      const links = page.getByRole('main').getByRole('link', { name: /^Take A Test: / });
      await expect(links).toHaveCount(3);
      await expect(page.locator('[data-quiz-card-skeleton]')).toHaveCount(3);
      await expect.poll(async () => (await page.evaluate<FirstRowCard[]>(DESCRIBE_FIRST_ROW)).every((card) => card.coverLoaded)).toBe(true);
      const first = await page.evaluate<FirstRowCard[]>(DESCRIBE_FIRST_ROW);
      for (const quiz of quizzes) {
        if (first.some((card) => card.name === `Take A Test: ${quiz.quizName}`)) {
          await expect(page.getByRole('link', { name: `Take A Test: ${quiz.quizName}` })).toHaveAttribute('href', `/startQuiz/${quiz.id}`);
        }
      }
      expect(first.some((card) => card.name === `Take A Test: ${quizzes[2]?.quizName ?? ''}`)).toBe(true);
    } finally {
      await withoutScripts.close();
    }
  });

  it("serves a ?type= list's own first row, which the app's list keeps", async ({ page, make }) => {
    const paid = await make.quiz('paid');
    await make.quiz('free');
    const player = await make.account('firstrow');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (isCatalogueRead(request.url(), request.postData())) reads.push(request.url());
    });
    const release = await holdTheApp(page);
    await signInDirectly(page, player, '/quizzes?type=paid');
    await expect(page.getByRole('link', { name: /^Take A Test: / }).first()).toBeVisible();
    const early = await page.evaluate<FirstRowCard[]>(DESCRIBE_FIRST_ROW);
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((card) => card.text.includes('Paid'))).toBe(true);
    release();
    await expect(takeTest(page, paid)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Show' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('paid');
    expect(await page.evaluate<FirstRowCard[]>(DESCRIBE_FIRST_ROW)).toEqual(early);
    expect(reads).toHaveLength(0);
  });

  it('leaves the skeletons on a page served without its first row, and the page reads the catalogue itself', async ({ page, make }) => {
    const quiz = await make.quiz('free');
    const player = await make.account('firstrow');
    const served = await serveWithoutFirstRow(page);
    const release = await holdTheApp(page);
    await signInDirectly(page, player, '/quizzes');
    await expect(page.locator('[data-quiz-card-skeleton]')).toHaveCount(6);
    await expect(page.getByRole('link', { name: /^Take A Test: / })).toHaveCount(0);
    expect(served).toEqual([page.url()]);
    release();
    await expect(takeTest(page, quiz)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Show' })).toBeVisible();
    await expect(page.locator('[data-quiz-card-skeleton]')).toHaveCount(0);
  });
});
