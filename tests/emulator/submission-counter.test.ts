/**
 * The submission counter's refresh (functions/src/services/submission-counter.ts) against the
 * Firestore emulator: it brings the quiz's figure up to the shards' total, never lowers it,
 * survives refreshes racing each other, and leaves a deleted quiz deleted. Deleting a quiz
 * removes its shards. (reliability/hot-quiz.test.ts runs it under 500 real submissions.)
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBMISSION_COUNTER_SHARDS } from '@quizmaster/shared/models/submission-counter';
import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { dataRefs } from '@quizmaster/functions/data/refs';
import type { Caller } from '@quizmaster/functions/domain/caller';
import { deleteQuiz } from '@quizmaster/functions/services/quizzes';
import { countedSubmissions, refreshSubmissionCount, writeExactSubmissionCount } from '@quizmaster/functions/services/submission-counter';
import { arrangeQuiz } from './api/fixture';

const admin = emulatorAdmin('submission-counter');
const refs = dataRefs(admin.firestore);

beforeEach(async () => {
  await clearEmulators();
});

afterAll(async () => {
  await admin.close();
});

/** Puts these counts in the first shards, and `figure` on the quiz. */
async function arrangeCounts(quizId: string, shardCounts: number[], figure: number) {
  await arrangeQuiz(refs, quizId);
  await Promise.all(shardCounts.map((count, shard) => refs.submissionCounter(quizId, shard).set({ count })));
  await refs.quiz(quizId).update({ submissionCount: figure });
}

const figureOf = async (quizId: string) => (await refs.quiz(quizId).get()).data()?.submissionCount;

describe('the submission counter', () => {
  it('counts nothing for a quiz without submissions (a sum over no shards is 0)', async () => {
    await arrangeQuiz(refs, 'untaken');
    expect(await countedSubmissions(refs, 'untaken')).toBe(0);
    expect(await refreshSubmissionCount(refs, 'untaken')).toEqual({ status: 'current', total: 0, stored: 0 });
  });

  it('brings the figure up to the sum of the shards', async () => {
    await arrangeCounts('behind', [3, 0, 4, 1], 2);
    expect(await refreshSubmissionCount(refs, 'behind')).toEqual({ status: 'written', total: 8, stored: 8 });
    expect(await figureOf('behind')).toBe(8);
  });

  it('never lowers the figure: a higher one was computed after this refresh began', async () => {
    await arrangeCounts('ahead', [5], 9);
    expect(await refreshSubmissionCount(refs, 'ahead')).toEqual({ status: 'current', total: 5, stored: 9 });
    expect(await figureOf('ahead')).toBe(9);
  });

  it('ends exact when 40 refreshes race, each refused write read again', async () => {
    await arrangeCounts('raced', Array.from({ length: SUBMISSION_COUNTER_SHARDS }, () => 4), 0);
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => refreshSubmissionCount(refs, 'raced')));
    expect(await figureOf('raced')).toBe(4 * SUBMISSION_COUNTER_SHARDS);
    expect(outcomes.filter((outcome) => outcome.status === 'written').length).toBeGreaterThanOrEqual(1);
  });

  it('leaves a deleted quiz deleted', async () => {
    await arrangeCounts('gone', [2], 0);
    await refs.quiz('gone').delete();
    expect(await refreshSubmissionCount(refs, 'gone')).toEqual({ status: 'no-quiz', total: 2 });
    expect((await refs.quiz('gone').get()).exists).toBe(false);
  });

  it('sets an exact count for a data load: one shard holds it, the others are emptied', async () => {
    await arrangeCounts('loaded', [1, 1, 1], 3);
    const batch = admin.firestore.batch();
    writeExactSubmissionCount(batch, refs, 'loaded', 7);
    await batch.commit();
    expect(await countedSubmissions(refs, 'loaded')).toBe(7);
    expect((await refs.submissionCounters('loaded').get()).size).toBe(1);
    expect(await figureOf('loaded')).toBe(7);
  });

  it('goes with its quiz: deleting the quiz deletes the shards', async () => {
    await arrangeCounts('deleted', [1, 2], 3);
    // The functions' service, on the default app of this process (the same emulator).
    await deleteQuiz({ uid: 'admin-uid', email: 'admin@example.com', name: 'Admin' } as Caller, 'deleted');
    expect((await refs.submissionCounters('deleted').get()).size).toBe(0);
  });
});
