/**
 * The running emulator stack the bench measures (`npm start`): its addresses, a check that it is
 * up, and the demo data the pages need. The bench never starts or stops the stack.
 */
import { emulatorClientEnv } from '../lib/emulators.mjs';
import { bin, repoRoot, run } from '../lib/processes.mjs';
import { emulatorAdmin } from '../lib/emulator-admin';
import { demoAccounts } from '../seed/demo-accounts';
import { demoQuizzes } from '../seed/demo-quizzes';

// The Admin SDK and the seed read the emulator addresses from the environment.
Object.assign(process.env, emulatorClientEnv(), process.env.APP_URL ? { APP_URL: process.env.APP_URL } : {});

export const appUrl = (process.env.APP_URL ?? 'http://localhost:5000').replace(/\/$/, '');
/** The `api` function straight at the functions emulator, without the hosting emulator's proxy. */
export const projectId = String(emulatorClientEnv().GCLOUD_PROJECT);
export const functionsApiUrl = `http://127.0.0.1:5001/${projectId}/us-central1/api`;

/** Thrown when the stack is not there: printed as one line, like the other scripts' setup errors. */
export class StackDownError extends Error {}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The hosting emulator serves the build and rewrites the API; the functions emulator answers directly. */
export async function assertStackRunning(): Promise<void> {
  const checks = [
    { what: 'the hosting emulator', url: `${appUrl}/api/v1/health` },
    { what: 'the functions emulator', url: `${functionsApiUrl}/api/v1/health` },
    { what: 'the Firestore emulator', url: `http://${String(process.env.FIRESTORE_EMULATOR_HOST)}/` },
  ];
  for (const { what, url } of checks) {
    if (!(await answers(url))) {
      throw new StackDownError(`${what} does not answer at ${url}: start the app with \`npm start\` (in another terminal; stop a half-dead one first), then run \`npm run bench\` again.`);
    }
  }
}

/**
 * The demo accounts and quizzes the pages show. Other runs (tests) empty the emulators now and
 * then; when something is missing, the demo data is loaded again (`npm run seed`, idempotent).
 */
export async function ensureDemoData(): Promise<'present' | 'seeded'> {
  const admin = emulatorAdmin('bench-demo-check');
  try {
    const accounts = await Promise.all(Object.values(demoAccounts).map(({ uid }) => admin.auth.getUser(uid).then(() => true, () => false)));
    const quizzes = await admin.firestore.getAll(...demoQuizzes.map(({ id }) => admin.firestore.doc(`quizzes/${id}`)));
    if (accounts.every(Boolean) && quizzes.every((quiz) => quiz.exists)) return 'present';
  } finally {
    await admin.close();
  }
  const code = await run(bin('tsx'), ['scripts/seed/run.ts'], { cwd: repoRoot, env: process.env });
  if (code !== 0) throw new Error('Loading the demo data (scripts/seed/run.ts) failed; see the output above.');
  return 'seeded';
}
