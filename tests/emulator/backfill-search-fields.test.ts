/**
 * `npm run backfill-search-fields`: user records written before the search get their key, and
 * quizzes written before drafts existed get `published: true` (they were all visible then).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { searchKey } from '@quizmaster/shared/paging';
import { paths } from '@quizmaster/shared/paths';
import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { backfillSearchFields } from '@quizmaster/functions/maintenance/backfill-search-fields';

const admin = emulatorAdmin('backfill-test');

const oldRecord = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name.trim().split(/\s+/)[0]?.toLowerCase() ?? 'x'}@example.com`,
  phone: '',
  photoURL: '',
  role: '',
  isPaid: false,
  premiumUntil: null,
  createdAt: new Date(),
  ...extra,
});

const records: Record<string, Record<string, unknown>> = {
  old1: oldRecord('Ada Lovelace'),
  old2: oldRecord('  Grace   HOPPER '),
  old3: oldRecord('Émile Zola'),
  stale: oldRecord('Alan Turing', { nameLower: 'alan' }),
  done: oldRecord('Barbara Liskov', { nameLower: 'barbara liskov' }),
  odd: { email: 'no-name@example.com' },
  old4: oldRecord('Edsger Dijkstra'),
};

const quiz = (quizName: string, extra: Record<string, unknown> = {}) => ({
  quizName,
  image: '/covers/science.svg',
  description: 'Old',
  quizType: 'free',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 0,
  allQTime: 5,
  questionCount: 1,
  submissionCount: 0,
  createdBy: 'old-admin',
  createdAt: new Date(),
  ...extra,
});

/** Two quizzes from before drafts (no field), a draft and a published quiz, which keep their state. */
const quizzes: Record<string, Record<string, unknown>> = {
  'quiz-old1': quiz('Old one'),
  'quiz-draft': quiz('A draft', { published: false }),
  'quiz-live': quiz('Live', { published: true }),
  'quiz-old2': quiz('Old two'),
};

beforeEach(async () => {
  await clearEmulators();
  const batch = admin.firestore.batch();
  for (const [id, data] of Object.entries(records)) batch.set(admin.firestore.doc(paths.user(id)), data);
  for (const [id, data] of Object.entries(quizzes)) batch.set(admin.firestore.doc(paths.quiz(id)), data);
  await batch.commit();
});
afterAll(async () => {
  await clearEmulators();
  await admin.close();
});

async function publishedStates() {
  const entries = await Promise.all(Object.keys(quizzes).map(async (id) => [id, (await admin.firestore.doc(paths.quiz(id)).get()).get('published') as unknown] as const));
  return Object.fromEntries(entries);
}

async function keys() {
  const entries = await Promise.all(Object.keys(records).map(async (id) => [id, (await admin.firestore.doc(paths.user(id)).get()).get('nameLower') as unknown] as const));
  return Object.fromEntries(entries);
}

describe('backfilling the search key', () => {
  it('pages through every user (a small page here) and writes the missing and stale keys only', async () => {
    expect(await backfillSearchFields(admin.firestore, { batchSize: 2 })).toMatchObject({ users: { scanned: 7, updated: 5 } });
    expect(await keys()).toEqual({
      old1: 'ada lovelace',
      old2: 'grace hopper',
      old3: searchKey('Émile Zola'),
      stale: 'alan turing',
      done: 'barbara liskov',
      odd: undefined,
      old4: 'edsger dijkstra',
    });
    // A second run finds nothing to do.
    expect(await backfillSearchFields(admin.firestore, { batchSize: 2 })).toMatchObject({ users: { scanned: 7, updated: 0 } });
  });

  it('publishes the quizzes written before drafts existed, and leaves drafts and published quizzes alone', async () => {
    expect(await backfillSearchFields(admin.firestore, { batchSize: 3 })).toMatchObject({ quizzes: { scanned: 4, updated: 2 } });
    expect(await publishedStates()).toEqual({ 'quiz-old1': true, 'quiz-draft': false, 'quiz-live': true, 'quiz-old2': true });
    expect(await backfillSearchFields(admin.firestore, { batchSize: 3 })).toMatchObject({ quizzes: { scanned: 4, updated: 0 } });
  });

  it('runs as an npm command against the emulators', async () => {
    const result = spawnSync('npm', ['run', '--silent', 'backfill-search-fields'], { encoding: 'utf8', env: process.env });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('7 user records read, 5 given their search key; 4 quizzes read, 2 published (written before drafts existed) in the local emulators.');
    expect((await keys()).old2).toBe('grace hopper');
    expect((await publishedStates())['quiz-old1']).toBe(true);
  });
});
