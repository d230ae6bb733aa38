/**
 * The system Chromium as the end-to-end tests start it (playwright.config.ts), for the bench's
 * browser measurements; signing in through the app's own login page; and the pages a player sees
 * (ADR 0011), with the account each is opened as.
 */
import type { Page } from 'playwright-core';
import { userSchema, type UserRecord } from '@quizmaster/shared/models/user';
import { searchKey } from '@quizmaster/shared/paging';
import playwrightConfig from '../../playwright.config';
import { emulatorAdmin } from '../lib/emulator-admin';
import { demoAccounts } from '../seed/demo-accounts';
import { benchAccountEmail, BENCH_PASSWORD } from './bench-data';

const launchOptions = playwrightConfig.use?.launchOptions ?? {};

export const chromiumPath = launchOptions.executablePath ?? '/usr/bin/chromium';

/** The offline flags of playwright.config.ts: without them Chromium tries to reach Google's services. */
export const chromiumFlags = launchOptions.args ?? [];

/** Playwright's launch options for the same browser. */
export const playwrightLaunchOptions = { ...launchOptions, executablePath: chromiumPath, args: chromiumFlags };

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs in through /login as a person would; the Firebase Auth session then lives in the
 * browser profile's IndexedDB, where later page loads in the same profile find it.
 */
export async function signInThroughLoginPage(page: Page, appUrl: string, { email, password }: Credentials): Promise<void> {
  await page.goto(`${appUrl}/login`);
  const emailField = page.getByLabel('Email');
  // A prerendered login page starts the app on the first focus (web/src/app/boot.ts): let it load
  // before typing, so that nothing typed or clicked meanwhile depends on being replayed.
  await emailField.click();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  for (let attempt = 1; ; attempt += 1) {
    await emailField.fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // The app then goes home, or back to the page that sent the visitor to /login.
    const left = await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 }).then(
      () => true,
      (error: unknown) => {
        if (attempt >= 2) throw error;
        return false;
      },
    );
    if (left) return;
  }
}

/** Who opens a page: signed out, a demo account, or a fresh bench account (see playerPages). */
export type Who = 'visitor' | 'player' | 'premium' | 'new player';

export interface PlayerPage {
  path: string;
  who: Who;
}

/**
 * The free demo quiz a new player starts on /startQuiz: 5 questions, 3 attempts. Each load that
 * starts it is a fresh bench account's first attempt, so repeated runs never use up the attempts
 * of an account (an open attempt would also be resumed rather than started).
 */
export const START_QUIZ_ID = 'world-capitals';

/**
 * The quiz page again with every question type, math, code and images (issue 34): the demo's
 * "Question Types Tour", whose type views and images load on demand.
 */
export const TYPED_QUIZ_ID = 'question-types-tour';

/**
 * ADR 0011: every page a player sees, and as whom. The demo player (free) sees the
 * quizzes; the demo premium player's dashboard and My Payments have data (a payment). /payment
 * and /startQuiz each get a fresh bench account per load: the checkout creates a PaymentIntent
 * per visit, which the API limits to 10 an hour per account, and a quiz start uses one of the
 * account's attempts.
 */
export const playerPages: PlayerPage[] = [
  { path: '/', who: 'visitor' },
  { path: '/login', who: 'visitor' },
  { path: '/signUp', who: 'visitor' },
  { path: '/pricing', who: 'visitor' },
  { path: '/quizzes', who: 'player' },
  { path: `/startQuiz/${START_QUIZ_ID}`, who: 'new player' },
  { path: `/startQuiz/${TYPED_QUIZ_ID}`, who: 'new player' },
  { path: '/payment', who: 'new player' },
  { path: '/dashboard', who: 'premium' },
  { path: '/dashboard/myPayments', who: 'premium' },
  // ADR 0011's other signed-in pages: the premium player has results to list.
  { path: '/dashboard/myResults', who: 'premium' },
  { path: '/profile', who: 'player' },
];

/**
 * The pages of `--pages /,/login` (a path, or the start of one when no page has that path:
 * `/startQuiz` for the quiz start), in playerPages' order; all of them without the option.
 * Throws on a page it does not know.
 */
export function selectPlayerPages(wanted: string[] | undefined): PlayerPage[] {
  if (!wanted || wanted.length === 0) return [...playerPages];
  const matching = (path: string) => {
    const exact = playerPages.filter((page) => page.path === path);
    return exact.length > 0 ? exact : playerPages.filter((page) => page.path.startsWith(`${path.replace(/\/$/, '')}/`));
  };
  const unknown = wanted.filter((path) => matching(path).length === 0);
  if (unknown.length > 0) throw new Error(`Unknown page(s) ${unknown.join(', ')} after --pages. Known: ${playerPages.map((page) => page.path).join(', ')}.`);
  const selected = new Set(wanted.flatMap(matching));
  return playerPages.filter((page) => selected.has(page));
}

export const whoText = (who: Who) => (who === 'visitor' ? 'signed out' : who === 'new player' ? 'a new player' : `the demo ${who}`);

/** The demo account a page is opened as (undefined: signed out, or a fresh account per load). */
export function demoAccountOf(who: Who): Credentials | undefined {
  if (who === 'player') return demoAccounts.player;
  if (who === 'premium') return demoAccounts.premium;
  return undefined;
}

export interface BenchPlayerAccount extends Credentials {
  uid: string;
  /** Deletes the account, its user record and what it wrote under the started quiz. */
  remove: () => Promise<void>;
}

/**
 * A new free player, namespaced as bench data (removed at the end of the run, or by the next run
 * when interrupted): an Auth account with a verified e-mail and its user record, written here
 * rather than by the app's first sign-in so that it does not count against the API's limit of
 * new accounts per address.
 */
export async function createBenchPlayer(purpose: string): Promise<BenchPlayerAccount> {
  const admin = emulatorAdmin(`bench-player-${purpose}-${String(Date.now())}`);
  const email = benchAccountEmail(purpose);
  const name = 'Bench Player';
  const user = await admin.auth.createUser({ email, password: BENCH_PASSWORD, displayName: name, emailVerified: true });
  const record: UserRecord = { name, nameLower: searchKey(name), email, phone: '', photoURL: '', role: '', isPaid: false, premiumUntil: null, createdAt: new Date() };
  await admin.firestore.doc(`users/${user.uid}`).set(userSchema.parse(record));
  return {
    uid: user.uid,
    email,
    password: BENCH_PASSWORD,
    remove: async () => {
      try {
        // What a quiz start wrote for this player under the quizzes ({uid}-{n} attempts and keys, the tally).
        for (const quizId of [START_QUIZ_ID, TYPED_QUIZ_ID]) {
          for (const collection of await admin.firestore.doc(`quizzes/${quizId}`).listCollections()) {
            const mine = (await collection.listDocuments()).filter((ref) => ref.id === user.uid || ref.id.startsWith(`${user.uid}-`));
            await Promise.all(mine.map((ref) => ref.delete()));
          }
        }
        await admin.firestore.doc(`users/${user.uid}`).delete();
        await admin.auth.deleteUser(user.uid);
      } finally {
        await admin.close();
      }
    },
  };
}
