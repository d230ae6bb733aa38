/**
 * The stack restarts in the middle of a quiz: what was committed survives, and the player resumes
 * the same attempt with the answers saved so far. Runs a scratch emulator stack of its own (own
 * demo project and ports, see restart/scratch-stack.ts), stops it with Ctrl-C's SIGINT, which
 * exports its data, and starts it again from that export. The main stack is not touched.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin, repoRoot } from '@quizmaster/scripts/processes';
import { signIn, siteApi, TEST_PASSWORD, verifyEmailByLink } from '../../support/api';
import { ScratchStack } from './restart/scratch-stack';

const stack = new ScratchStack('demo-quizmaster-restart', {
  auth: 6099,
  firestore: 6080,
  firestoreWebsocket: 6150,
  functions: 6001,
  hub: 6400,
  logging: 6500,
  eventarc: 6299,
  tasks: 6499,
});
afterAll(() => stack.dispose(), 90_000);

const QUIZ_ID = 'restart-quiz';
const PLAYER_EMAIL = 'restart-player@example.com';
/** Answers saved before the restart: q1 and q3 right, q2 wrong, q4 left open. */
const SAVED = { q1: [1], q2: [1], q3: [4, 3] };

/** fixture.ts's arrangeQuiz, run in a child process whose Admin SDK points at the scratch stack. */
async function arrangeQuizInStack(quizId: string, options: object) {
  const script = join(repoRoot, 'tests/emulator/reliability/restart/arrange-quiz.ts');
  const env = stack.environment({ FIRESTORE_EMULATOR_HOST: stack.firestoreHost, FIREBASE_AUTH_EMULATOR_HOST: stack.authHost, GCLOUD_PROJECT: stack.projectId, METADATA_SERVER_DETECTION: 'none' });
  const child = spawn(bin('tsx'), [script, quizId, JSON.stringify(options)], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`Arranging the quiz in the scratch stack failed (${String(code)}):\n${errors}`);
}

async function signUp(email: string, password: string) {
  const response = await fetch(`http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: 'Restart Player', returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-up in the scratch stack failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

interface Started {
  attemptId: string;
  resumed: boolean;
  deadline: string;
  answers: Record<string, number[]>;
}

const call = <T>(method: string, path: string, token: string, body?: object) => siteApi<T>(method, `/api/v1${path}`, { baseUrl: stack.apiUrl, token, body });
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

describe('an emulator restart in the middle of a quiz', () => {
  it('keeps the attempt and its saved answers: the player resumes and the submit scores them', { timeout: 360_000 }, async (context) => {
    const began = Date.now();
    await stack.start();
    console.log(`[restart] scratch stack up in ${seconds(began)} (${stack.apiUrl})`);

    const token = await signUp(PLAYER_EMAIL, TEST_PASSWORD);
    await verifyEmailByLink(token, { host: stack.authHost, project: stack.projectId });
    await arrangeQuizInStack(QUIZ_ID, { answers: [[1], [2], [3, 4], [1]], allQTime: 30 });
    const started = await call<Started>('POST', `/start-quiz/${QUIZ_ID}`, token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    for (const [questionId, answer] of Object.entries(SAVED)) {
      const saved = await call('PUT', `/save-answer/${QUIZ_ID}`, token, { attemptId: started.body.attemptId, questionId, answer });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }

    const stopping = Date.now();
    await stack.stop();
    console.log(`[restart] stopped with SIGINT and exported in ${seconds(stopping)}`);
    if (!stack.hasFirestoreExport) {
      console.warn(`[restart] SKIPPED: the emulators did not export their data on exit, so nothing can be restarted from it.\n${stack.log}`);
      context.skip('the emulators could not export their data on exit');
    }

    const restarting = Date.now();
    await stack.start({ importFrom: stack.exportFolder });
    console.log(`[restart] started again from the export in ${seconds(restarting)}`);

    const freshToken = await signIn(PLAYER_EMAIL, TEST_PASSWORD, stack.authHost);
    const resumed = await call<Started>('POST', `/start-quiz/${QUIZ_ID}`, freshToken);
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body).toMatchObject({ attemptId: started.body.attemptId, resumed: true, deadline: started.body.deadline, answers: SAVED });

    const submitted = await call<{ result: { points: number; correctCount: number; submissionId: string } }>('POST', `/submit-quiz/${QUIZ_ID}`, freshToken, {
      attemptId: resumed.body.attemptId,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.result).toMatchObject({ correctCount: 2, points: 10, submissionId: started.body.attemptId });
    console.log(`[restart] whole scenario in ${seconds(began)}`);
  });
});
