/**
 * `npm run backfill-search-fields`: user records written before the search get their key, and
 * quizzes written before drafts existed get `published: true` (they were all visible then).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { searchKey } from '@quizmaster/shared/paging';
import { paths } from '@quizmaster/shared/paths';
import { aQuiz, aUser } from '@quizmaster/shared/testing/factories';
import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { backfillSearchFields } from '@quizmaster/functions/maintenance/backfill-search-fields';

const admin = emulatorAdmin('backfill-test');

/** A record from before the search: the factory's, without its search key. */
const oldRecord = (name: string, extra: Record<string, unknown> = {}) => {
  const { nameLower: _searchKey, ...record } = aUser({ name, email: `${name.trim().split(/\s+/)[0]?.toLowerCase() ?? 'x'}@example.com` });
  return { ...record, ...extra };
};

const records: Record<string, Record<string, unknown>> = {
  old1: oldRecord('Ada Lovelace'),
  old2: oldRecord('  Grace   HOPPER '),
  old3: oldRecord('Émile Zola'),
  stale: oldRecord('Alan Turing', { nameLower: 'alan' }),
  done: oldRecord('Barbara Liskov', { nameLower: 'barbara liskov' }),
  odd: { email: 'no-name@example.com' },
  old4: oldRecord('Edsger Dijkstra'),
};

/** A quiz from before drafts and search keys: the factory's, without `published` and `quizNameLower`. */
const quiz = (quizName: string, extra: Record<string, unknown> = {}) => {
  const { published: _published, quizNameLower: _searchKey, ...old } = aQuiz({ quizName, description: 'Old', questionCount: 1, createdBy: 'old-admin' });
  return { ...old, ...extra };
};

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
    expect(result).toHaveStatus(0);
    expect(result.stdout).toContain('7 user records read, 5 given their search key; 4 quizzes read, 2 published (written before drafts existed) in the local emulators.');
    expect((await keys()).old2).toBe('grace hopper');
    expect((await publishedStates())['quiz-old1']).toBe(true);
  });
});
