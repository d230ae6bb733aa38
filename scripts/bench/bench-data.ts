/**
 * The bench's own data, kept apart from the demo data: accounts with e-mails at
 * @bench.quizmaster.test and quizzes whose id starts with `bench-`. Everything is removed at the
 * end of a run, and leftovers of an interrupted run at the start of the next.
 */
import { authHost } from '@quizmaster/tests/support/urls';
import { emulatorAdmin } from '../lib/emulator-admin';

export const BENCH_EMAIL_DOMAIN = 'bench.quizmaster.test';
export const BENCH_QUIZ_PREFIX = 'bench';
export const BENCH_PASSWORD = 'Bench123!';

const runStamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
let accountCounter = 0;

/** A fresh, recognisable e-mail for a bench account. */
export function benchAccountEmail(purpose: string): string {
  accountCounter += 1;
  return `${purpose}-${runStamp}-${String(accountCounter)}@${BENCH_EMAIL_DOMAIN}`;
}

export interface BenchPlayer {
  uid: string;
  email: string;
  token: string;
}

/** Runs `task` for each item with at most `limit` in flight. */
export async function inParallel<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index] as T, index);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** New accounts, with verified e-mails, through the Auth emulator's sign-up endpoint, which also signs them in. */
export function signUpBenchPlayers(count: number, purpose: string): Promise<BenchPlayer[]> {
  return inParallel(Array.from({ length: count }), 10, async () => {
    const email = benchAccountEmail(purpose);
    const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD, returnSecureToken: true }),
    });
    const body = (await response.json()) as { idToken?: string; localId?: string; error?: { message: string } };
    if (!body.idToken || !body.localId) throw new Error(`Sign-up of ${email} failed: ${body.error?.message ?? String(response.status)}`);
    // Starting a quiz needs a verified e-mail: mark it so, as the emulator's admin ("owner") may.
    const verified = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: body.localId, emailVerified: true }),
    });
    if (!verified.ok) throw new Error(`Verifying ${email} failed: ${await verified.text()}`);
    return { uid: body.localId, email, token: body.idToken };
  });
}

/** Deletes every bench account and bench quiz (with everything under it), this run's or older. */
export async function removeBenchData(): Promise<{ accounts: number; quizzes: number }> {
  const admin = emulatorAdmin('bench-cleanup');
  try {
    const uids: string[] = [];
    for (let pageToken: string | undefined; ; ) {
      const page = await admin.auth.listUsers(1000, pageToken);
      uids.push(...page.users.filter((user) => user.email?.endsWith(`@${BENCH_EMAIL_DOMAIN}`)).map((user) => user.uid));
      pageToken = page.pageToken;
      if (!pageToken) break;
    }
    for (let at = 0; at < uids.length; at += 1000) await admin.auth.deleteUsers(uids.slice(at, at + 1000));
    for (let at = 0; at < uids.length; at += 500) {
      const batch = admin.firestore.batch();
      for (const uid of uids.slice(at, at + 500)) batch.delete(admin.firestore.doc(`users/${uid}`));
      await batch.commit();
    }
    const quizzes = (await admin.firestore.collection('quizzes').listDocuments()).filter((ref) => ref.id.startsWith(`${BENCH_QUIZ_PREFIX}-`));
    for (const quiz of quizzes) await admin.firestore.recursiveDelete(quiz);
    return { accounts: uids.length, quizzes: quizzes.length };
  } finally {
    await admin.close();
  }
}
