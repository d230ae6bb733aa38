/**
 * No hot document: 500 players submit one quiz at the same moment. Every submission must be
 * recorded (no lock timeout, no ABORTED) and counted exactly.
 *
 * The flows run the functions' own scoring service (startAttempt / submitAttempt, the code behind
 * POST /start-quiz and /submit-quiz) in this process against the Firestore emulator, so all 500
 * transactions are really in flight together: through HTTP, the functions emulator would hold at
 * most ~50 requests open at once (one worker process each, see load.test.ts), which would spread
 * them out and hide contention. api/concurrency.test.ts and load.test.ts cover the same flow
 * through the API.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Caller } from '@quizmaster/functions/domain/caller';
import { db } from '@quizmaster/functions/firebase';
import { startAttempt, submitAttempt } from '@quizmaster/functions/services/attempts';
import { countedSubmissions } from '@quizmaster/functions/services/submission-counter';
import { arrangeQuiz, useDemoData } from '../api/fixture';

const { refs } = useDemoData('hot-quiz');

const PLAYERS = 500;
const QUIZ_ID = 'hot-quiz';
/** Two questions: q1's answer is [1], q2's is [2]. */
const ANSWERS = [[1], [2]];

/** A signed-in player as the API's authentication would describe them (no Auth account needed here). */
function player(index: number): Caller {
  return {
    uid: `hot-player-${String(index)}`,
    email: `hot-${String(index)}@example.com`,
    emailVerified: true,
    name: `Hot Player ${String(index)}`,
    photoURL: '',
    isAdmin: false,
    isPremium: false,
    premiumUntil: null,
    claimsStale: false,
  };
}

/** Runs every task at once and returns the failures' messages (not thrown, so one report shows them all). */
async function failuresOf(tasks: Promise<unknown>[]): Promise<string[]> {
  const settled = await Promise.allSettled(tasks);
  return settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)] : []));
}

/**
 * Counts the functions' transactions (until the test ends) and how often their bodies ran. The Admin SDK silently
 * retries a transaction that Firestore aborted (a lock timeout, a conflict) up to 5 times, so
 * contention shows up as extra runs long before a submission fails.
 */
function countTransactionRuns() {
  const original = db.runTransaction.bind(db);
  const counts = { transactions: 0, runs: 0 };
  const counting = ((body: Parameters<typeof original>[0], options?: Parameters<typeof original>[1]) => {
    counts.transactions += 1;
    return original((transaction) => {
      counts.runs += 1;
      return body(transaction);
    }, options);
  }) as typeof db.runTransaction;
  db.runTransaction = counting;
  onTestFinished(() => {
    db.runTransaction = original;
  });
  return counts;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

describe('500 players submitting one quiz at once', () => {
  it('records and counts every submission, with no lock timeout', { timeout: 120_000 }, async () => {
    await arrangeQuiz(refs, QUIZ_ID, { answers: ANSWERS });
    const players = Array.from({ length: PLAYERS }, (_unused, index) => player(index));

    let since = Date.now();
    const attemptIds: string[] = [];
    const startFailures = await failuresOf(
      players.map(async (caller, index) => {
        attemptIds[index] = (await startAttempt(caller, QUIZ_ID)).attemptId;
      }),
    );
    console.log(`[hot-quiz] ${String(PLAYERS)} starts at once in ${seconds(since)}`);
    expect(startFailures).toEqual([]);

    since = Date.now();
    const counts = countTransactionRuns();
    // Half answer both questions right, half only the first: the scores must still be each player's own.
    const submitFailures = await failuresOf(
      players.map((caller, index) =>
        submitAttempt(caller, QUIZ_ID, attemptIds[index] ?? '', index % 2 === 0 ? { q1: [1], q2: [2] } : { q1: [1], q2: [1] }),
      ),
    );
    const submitSeconds = seconds(since);
    const retries = counts.runs - counts.transactions;
    console.log(
      `[hot-quiz] ${String(PLAYERS)} submits at once in ${submitSeconds}: ${String(submitFailures.length)} failed, ` +
        `${String(retries)} transaction runs retried after an abort`,
    );
    expect(submitFailures.slice(0, 5), `${String(submitFailures.length)} submits failed`).toEqual([]);
    expect(counts.transactions).toBe(PLAYERS);
    expect(retries, 'transactions aborted (lock timeouts or conflicts) and retried').toBe(0);

    // Every submit awaited its refresh of the quiz's figure, so it is final now.
    const [quiz, submissions, fullMarks, shardTotal] = await Promise.all([
      refs.quiz(QUIZ_ID).get(),
      refs.submissions(QUIZ_ID).count().get(),
      refs.submissions(QUIZ_ID).where('marks', '==', 100).count().get(),
      countedSubmissions(refs, QUIZ_ID),
    ]);
    console.log(
      `[hot-quiz] submissions ${String(submissions.data().count)}, shard total ${String(shardTotal)}, ` +
        `quiz.submissionCount ${String(quiz.data()?.submissionCount)}`,
    );
    expect(submissions.data().count).toBe(PLAYERS);
    expect(fullMarks.data().count).toBe(PLAYERS / 2);
    expect(shardTotal).toBe(PLAYERS);
    expect(quiz.data()?.submissionCount).toBe(PLAYERS);
  });
});
