/**
 * `npm run screenshots`: PNGs of every player and admin screen at desktop (1280x800) and phone (390x844)
 * size, in light and dark mode, into screenshots/ (git-ignored; pick README images from there).
 *
 * Needs the running app with the emulators and the demo data (`npm start`, or APP_URL to point
 * elsewhere, e.g. APP_URL=http://localhost:5173 for `npm run dev`). It signs in through the login
 * page as the demo player, as the premium demo user for My Payments and as the demo admin for the
 * admin pages. Opening the quiz page
 * starts (or resumes) one of the demo player's attempts at World Capitals, as a visit would;
 * `npm start` reseeds the demo data from scratch.
 */
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import playwrightConfig from '../playwright.config';
import { demoAccounts } from './seed/demo-accounts';

const appUrl = (process.env.APP_URL ?? 'http://localhost:5000').replace(/\/$/, '');
const outDir = new URL('../screenshots/', import.meta.url);

type Who = 'visitor' | 'player' | 'premium' | 'admin';

/** Each screen: a file-name slug, its path and who looks at it. */
const screens: readonly { name: string; path: string; who: Who }[] = [
  { name: 'landing', path: '/', who: 'player' },
  { name: 'quizzes', path: '/quizzes', who: 'player' },
  { name: 'login', path: '/login', who: 'visitor' },
  { name: 'sign-up', path: '/signUp', who: 'visitor' },
  { name: 'pricing', path: '/pricing', who: 'player' },
  { name: 'payment', path: '/payment', who: 'player' },
  { name: 'quiz', path: '/startQuiz/world-capitals', who: 'player' },
  { name: 'dashboard', path: '/dashboard', who: 'player' },
  { name: 'my-payments', path: '/dashboard/myPayments', who: 'premium' },
  { name: 'add-review', path: '/dashboard/addReview', who: 'player' },
  { name: 'profile', path: '/profile', who: 'player' },
  { name: 'profile-address', path: '/profile/address', who: 'player' },
  { name: 'not-found', path: '/no-such-page', who: 'visitor' },
  { name: 'admin-dashboard', path: '/dashboard', who: 'admin' },
  { name: 'admin-users', path: '/dashboard/users', who: 'admin' },
  { name: 'admin-user-details', path: `/user/${demoAccounts.premium.uid}`, who: 'admin' },
  { name: 'admin-add-quiz', path: '/dashboard/addQuiz', who: 'admin' },
  { name: 'admin-manage-quizzes', path: '/dashboard/manageQuizzes', who: 'admin' },
  { name: 'admin-quiz-details', path: '/dashboard/quizDetails/world-capitals', who: 'admin' },
  { name: 'admin-payments', path: '/dashboard/paymentLists', who: 'admin' },
];

const devices = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const colorModes = ['light', 'dark'] as const;
type ColorMode = (typeof colorModes)[number];

/** The same browser as the end-to-end tests: the system Chromium with playwright.config.ts's options. */
function launchBrowser(): Promise<Browser> {
  const launchOptions = playwrightConfig.use?.launchOptions ?? {};
  return chromium.launch({ ...launchOptions, executablePath: launchOptions.executablePath ?? '/usr/bin/chromium' });
}

async function signIn(page: Page, who: Exclude<Who, 'visitor'>) {
  const { email, password } = demoAccounts[who];
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${appUrl}/`);
}

/** One browser context per (device, colour mode, person), signed in once. */
async function openContext(browser: Browser, device: keyof typeof devices, mode: ColorMode, who: Who): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: devices[device], colorScheme: mode, deviceScaleFactor: 1 });
  // The app reads the remembered mode before it starts (index.html), so set it before every load.
  await context.addInitScript(`localStorage.setItem('quizmaster-color-mode', '${mode}')`);
  if (who !== 'visitor') {
    const page = await context.newPage();
    await signIn(page, who);
    await page.close();
  }
  return context;
}

/** Waits until the page shows its data: no spinner, no skeleton marked busy, then a moment for images. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(`!document.querySelector('[aria-busy="true"], [aria-label="Loading"]')`, undefined, { timeout: 15_000 })
    .catch(() => console.warn(`  still loading after 15 s: ${page.url()}`));
  await page.waitForTimeout(700);
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const browser = await launchBrowser();
  let count = 0;
  try {
    for (const device of Object.keys(devices) as (keyof typeof devices)[]) {
      for (const mode of colorModes) {
        const contexts = new Map<Who, BrowserContext>();
        for (const screen of screens) {
          let context = contexts.get(screen.who);
          if (!context) {
            context = await openContext(browser, device, mode, screen.who);
            contexts.set(screen.who, context);
          }
          const page = await context.newPage();
          await page.goto(`${appUrl}${screen.path}`);
          await settle(page);
          const file = new URL(`${screen.name}-${device}-${mode}.png`, outDir);
          await page.screenshot({ path: file.pathname });
          await page.close();
          count += 1;
          console.log(`  ${file.pathname}`);
        }
        for (const context of contexts.values()) await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${String(count)} screenshots in ${outDir.pathname}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
