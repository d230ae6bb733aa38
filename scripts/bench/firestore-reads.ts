/**
 * Firestore reads per page view, in the system Chromium against the running stack: the landing
 * page signed out, /quizzes signed in as the demo player, and a quiz start (/startQuiz/{id}) by a
 * new player. The client's reads come from the page's network traffic (./firestore-traffic.ts),
 * the server's from the read meter's header on each API answer. A page view is one full load,
 * until Firestore has been quiet for 2.5 s.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { emulatorAdmin } from '../lib/emulator-admin';
import { demoAccounts } from '../seed/demo-accounts';
import { playwrightLaunchOptions, signInThroughLoginPage, type Credentials } from './browser';
import { recordFirestoreTraffic, type FirestoreTraffic } from './firestore-traffic';
import { row, type Section } from './results';
import { benchAccountEmail, BENCH_PASSWORD } from './bench-data';

/** The demo quiz a new player starts: free, 5 questions, 3 attempts. */
export const QUIZ_TO_START = 'world-capitals';

export interface PageViewReads {
  name: string;
  path: string;
  who: string;
  client: FirestoreTraffic;
  /** Billed reads and queries the API reported for the calls the page made (undefined: no read meter). */
  serverReads: number | undefined;
  serverQueries: number | undefined;
}

async function viewPage(browser: Browser, path: string, appUrl: string, signInAs: Credentials | undefined, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (signInAs) await signInThroughLoginPage(page, appUrl, signInAs);
    // Signing in lands on a page of its own; start counting from a fresh load of the page measured.
    await page.goto('about:blank');
    const recorder = await recordFirestoreTraffic(page);
    await page.goto(`${appUrl}${path}`);
    await ready(page);
    await recorder.settle();
    if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended on ${page.url()}`);
    const client = await recorder.stop();
    // No API call at all is zero server reads; calls without the read meter's header are unknown.
    const unmetered = client.apiCalls.some((call) => call.serverReads === undefined);
    const sum = (pick: (call: (typeof client.apiCalls)[number]) => number | undefined) =>
      unmetered ? undefined : client.apiCalls.reduce((total, call) => total + (pick(call) ?? 0), 0);
    return { client, serverReads: sum((call) => call.serverReads), serverQueries: sum((call) => call.serverQueries) };
  } finally {
    await context.close();
  }
}

/** A new player (Auth account and user record), namespaced as bench data, for the quiz start. */
async function withNewPlayer<T>(use: (player: Credentials & { uid: string }) => Promise<T>): Promise<T> {
  const admin = emulatorAdmin('bench-reads-player');
  const email = benchAccountEmail('reader');
  const user = await admin.auth.createUser({ email, password: BENCH_PASSWORD, displayName: 'Bench Reader', emailVerified: true });
  try {
    await admin.firestore.doc(`users/${user.uid}`).set({
      name: 'Bench Reader', email, phone: '', photoURL: '', role: '', isPaid: false, premiumUntil: null, createdAt: new Date(),
    });
    return await use({ email, password: BENCH_PASSWORD, uid: user.uid });
  } finally {
    // Whatever the start wrote under the quiz for this player ({uid}-{n} attempts, per-player bookkeeping).
    const quiz = admin.firestore.doc(`quizzes/${QUIZ_TO_START}`);
    for (const collection of await quiz.listCollections()) {
      const mine = (await collection.listDocuments()).filter((ref) => ref.id === user.uid || ref.id.startsWith(`${user.uid}-`));
      await Promise.all(mine.map((ref) => ref.delete()));
    }
    await admin.firestore.doc(`users/${user.uid}`).delete();
    await admin.auth.deleteUser(user.uid);
    await admin.close();
  }
}

export async function measureFirestoreReads(appUrl: string, log: (line: string) => void): Promise<PageViewReads[]> {
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    const views: PageViewReads[] = [];
    const quizCards = async (page: Page) => {
      await page.getByRole('heading', { name: 'World Capitals' }).first().waitFor({ timeout: 30_000 });
    };
    log('  / (signed out)…');
    views.push({ name: 'landing', path: '/', who: 'visitor', ...(await viewPage(browser, '/', appUrl, undefined, quizCards)) });
    log('  /quizzes (demo player)…');
    views.push({ name: 'quizzes', path: '/quizzes', who: 'demo player', ...(await viewPage(browser, '/quizzes', appUrl, demoAccounts.player, quizCards)) });
    log(`  /startQuiz/${QUIZ_TO_START} (a new player's first attempt)…`);
    const path = `/startQuiz/${QUIZ_TO_START}`;
    const start = await withNewPlayer((player) =>
      viewPage(browser, path, appUrl, player, async (page) => {
        // The first question on screen: the server has started the attempt.
        await page.getByText('What is the capital of Australia?').waitFor({ timeout: 30_000 });
      }),
    );
    views.push({ name: 'quiz start', path, who: 'new player', ...start });
    return views;
  } finally {
    await browser.close();
  }
}

/** ADR 0011: the landing page costs at most one query; a quiz start at most 3 document reads plus the questions. */
export const readTargets = { landingQueries: 1, quizStartReadsBesidesQuestions: 3 };

/** The demo quiz's question count, which a quiz start may read on top of its 3 documents. */
const QUESTIONS_OF_QUIZ_TO_START = 5;

export function firestoreReadsSection(views: PageViewReads[]): Section {
  const rows = [];
  const notes: string[] = [];
  for (const view of views) {
    const { client } = view;
    const server = view.serverReads === undefined ? 'n/a' : String(view.serverReads);
    const measured = `${String(client.queries)} queries, ${String(client.billedReads)} reads; server ${server}`;
    if (view.name === 'landing') {
      const queries = client.queries + (view.serverQueries ?? Number.NaN);
      rows.push(row(`${view.path} (${view.who})`, measured, `<= ${String(readTargets.landingQueries)} query`, queries <= readTargets.landingQueries));
    } else if (view.name === 'quiz start') {
      const limit = readTargets.quizStartReadsBesidesQuestions + QUESTIONS_OF_QUIZ_TO_START;
      const total = (view.serverReads ?? Number.NaN) + client.billedReads;
      rows.push(row(`${view.path} (${view.who})`, measured, `<= 3 + ${String(QUESTIONS_OF_QUIZ_TO_START)} questions = ${String(limit)} reads`, total <= limit));
    } else {
      rows.push(row(`${view.path} (${view.who})`, measured));
    }
    const api = client.apiCalls.map((call) => `${call.method} ${call.path} ${String(call.status)} (${call.serverDetail ?? 'no read meter'})`);
    notes.push(`${view.path}: ${[...client.details, ...api].join('; ') || 'no Firestore traffic'}.`);
  }
  notes.push('Reads are billed reads: 1 per document read, at least 1 per query, 1 per document asked for by id. "server" is what the API calls of the page view read (the read meter in the functions emulator).');
  return { title: 'Firestore reads per page view', rows, notes };
}
