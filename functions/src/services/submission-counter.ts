/**
 * A quiz's submission count without a hot document (docs/decisions/0013-sharded-counters.md, "Submission counts
 * without a hot document").
 *
 * - The exact count lives in SUBMISSION_COUNTER_SHARDS shards under the quiz. The scoring
 *   transaction adds 1 to one shard picked at random, with a blind increment (no read), so the
 *   count is exact and committed atomically with the submission, and 500 players submitting
 *   at once spread their writes over the shards instead of all locking the quiz document.
 * - The quiz's `submissionCount` (what cards, tables and the dashboard read) is a copy that
 *   converges to the shards' total without locks: after its transaction commits, each
 *   submission reads the total (one `sum()` aggregation) and writes it to the quiz with an
 *   optimistic precondition (the quiz's update time), retrying on a conflict, and stopping as
 *   soon as the stored value is at least its own total.
 *
 * Why that is exact: nothing ever lowers a quiz's count (submissions are never deleted one by
 * one: account deletion keeps them as history, and deleting a quiz deletes its shards with it),
 * so totals only grow. A total read after my commit includes my submission; a stored value at
 * least as large as mine was therefore computed after my commit too, and I may stop. The stored
 * value never goes down either (a writer first sees it is lower, and the precondition refuses
 * the write if it changed since). The last submission to commit reads the final total, and its
 * refresh ends only once the quiz holds it. If that refresh fails (it is logged, and the
 * player's submission still succeeds), the figure stays behind until the next submission's
 * refresh or a `refreshSubmissionCount` call repairs it.
 */
import { AggregateField, FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { SUBMISSION_COUNTER_SHARDS } from '@quizmaster/shared/models/submission-counter';
import type { DataRefs } from '../data/refs';

/** Adds 1 to a random shard of the quiz's count, inside the transaction that records the submission. */
export function countSubmission(transaction: Transaction, refs: DataRefs, quizId: string): void {
  const shard = Math.floor(Math.random() * SUBMISSION_COUNTER_SHARDS);
  transaction.set(refs.submissionCounter(quizId, shard), { count: FieldValue.increment(1) }, { merge: true });
}

/**
 * Sets a quiz's count outright, shards and figure, in the caller's batch: for seeds and data
 * loads that write submissions directly (the count of what they wrote, or a `count()` of the
 * quiz's submissions), run while nobody submits to that quiz. Everything else counts through
 * countSubmission.
 */
export function writeExactSubmissionCount(batch: WriteBatch, refs: DataRefs, quizId: string, total: number): void {
  batch.set(refs.submissionCounter(quizId, 0), { count: total });
  for (let shard = 1; shard < SUBMISSION_COUNTER_SHARDS; shard += 1) batch.delete(refs.submissionCounter(quizId, shard));
  batch.update(refs.quiz(quizId), { submissionCount: total });
}

/** The exact number of submissions of a quiz: the sum of its shards (one aggregation read). */
export async function countedSubmissions(refs: DataRefs, quizId: string): Promise<number> {
  const snapshot = await refs.submissionCounters(quizId).aggregate({ total: AggregateField.sum('count') }).get();
  return snapshot.data().total;
}

/** Writes tried before giving up; each conflict means another refresh wrote the quiz meanwhile. */
const MAX_WRITE_ATTEMPTS = 10;
/** gRPC FAILED_PRECONDITION: the quiz changed since it was read. */
const FAILED_PRECONDITION = 9;
/** Pause before writing, per submission that the figure is still missing, and its cap. */
const PAUSE_PER_PENDING_MS = 2;
const MAX_PAUSE_MS = 1000;

export type RefreshOutcome =
  | { status: 'written' | 'current'; total: number; stored: number }
  /** The quiz was deleted meanwhile: nothing to refresh. */
  | { status: 'no-quiz'; total: number };

/** A random pause that grows with the number of refreshes likely racing this one. */
const pauseFor = (pending: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(MAX_PAUSE_MS, pending * PAUSE_PER_PENDING_MS)));

/**
 * Brings the quiz's `submissionCount` up to the shards' total, read now. Safe to call at any
 * time and from anywhere (it is also the repair for a figure left behind by a failed refresh).
 */
export async function refreshSubmissionCount(refs: DataRefs, quizId: string): Promise<RefreshOutcome> {
  let [total, quiz] = await Promise.all([countedSubmissions(refs, quizId), refs.quiz(quizId).get()]);
  for (let attempt = 1; ; attempt += 1) {
    const stored = quiz.data()?.submissionCount;
    if (stored === undefined || !quiz.updateTime) return { status: 'no-quiz', total };
    if (stored >= total) return { status: 'current', total, stored };
    // `pending` submissions are missing from the figure, and each of them is refreshing it now
    // too: racing them all would mean as many writes to the quiz, all but one refused. So,
    // unless this is a lone submission, wait a random share of a moment and look again. The
    // first to wake writes the total it then reads, which covers most of the others, and they
    // stop without writing. After a refused write, the same.
    const pending = total - stored;
    if (attempt > 1 || pending > 1) {
      await pauseFor(pending);
      quiz = await refs.quiz(quizId).get();
      const storedNow = quiz.data()?.submissionCount;
      if (storedNow === undefined || storedNow >= total) continue;
      total = await countedSubmissions(refs, quizId);
    }
    try {
      await quiz.ref.update({ submissionCount: total }, { lastUpdateTime: quiz.updateTime });
      return { status: 'written', total, stored: total };
    } catch (error) {
      // FAILED_PRECONDITION: another refresh wrote the quiz since we read it.
      if ((error as { code?: number }).code !== FAILED_PRECONDITION || attempt >= MAX_WRITE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Refreshes the figure after a submission committed. The submission is recorded whatever
 * happens here, so a failure is logged, not thrown: the next refresh repairs the figure.
 */
export async function refreshSubmissionCountAfterCommit(refs: DataRefs, quizId: string): Promise<void> {
  try {
    await refreshSubmissionCount(refs, quizId);
  } catch (error) {
    console.error(`Could not refresh the submission count of quiz ${quizId}; the next submission will.`, error);
  }
}
