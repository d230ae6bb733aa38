/**
 * What a recorded submission feeds, besides the submission itself (ADR 0024): the quiz's item
 * statistics, the player's best at the quiz (their leaderboard entry and My Results' best), and a
 * certificate when the attempt reached its pass mark. All of it is written in the scoring
 * transaction, so each figure is exact: a submission counts once, or (if the transaction fails)
 * not at all. Only the player's own documents are read; the statistics are increments on one of
 * ITEM_STATS_SHARDS shards, so players submitting at once do not contend.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { itemStatsDelta, type ItemStatsDelta } from '@quizmaster/shared/item-analysis';
import type { Attempt, AttemptKey } from '@quizmaster/shared/models/attempt';
import { ITEM_STATS_SHARDS } from '@quizmaster/shared/models/item-stats';
import type { QuizBest } from '@quizmaster/shared/models/quiz-best';
import type { Submission } from '@quizmaster/shared/models/submission';
import { DEFAULT_SCORING_MODE } from '@quizmaster/shared/scoring-modes';
import { wrongTextOf } from '@quizmaster/shared/question-types/analysis';
import type { DataRefs } from '../data/refs';

/** What the scoring transaction reads for the insights, before its first write. */
export interface InsightsContext {
  best: QuizBest | undefined;
  hidden: boolean;
}

/** Reads the player's best at the quiz and whether they hide from leaderboards (their own documents only). */
export async function readInsightsContext(transaction: Transaction, refs: DataRefs, quizId: string, uid: string): Promise<InsightsContext> {
  const [best, user] = await Promise.all([transaction.get(refs.best(quizId, uid)), transaction.get(refs.user(uid))]);
  return { best: best.data(), hidden: user.data()?.hideFromLeaderboards === true };
}

/** Whether a submission beats a best: more marks, or the same marks in less time. */
export function beats(candidate: Pick<QuizBest, 'marks' | 'durationMs'>, best: Pick<QuizBest, 'marks' | 'durationMs'> | undefined): boolean {
  if (!best) return true;
  return candidate.marks > best.marks || (candidate.marks === best.marks && candidate.durationMs < best.durationMs);
}

/**
 * The time an attempt took, from its start to its submission (an expired one: to its deadline),
 * to the second: what the leaderboard shows is what it ranks by, so equal times shown are ties.
 */
export const durationOf = (submission: Pick<Submission, 'startedAt' | 'submittedAt'>) =>
  Math.max(0, Math.round((submission.submittedAt.getTime() - submission.startedAt.getTime()) / 1000) * 1000);

/**
 * A delta as nested increments: written with `merge`, every leaf is incremented on its own, so
 * concurrent submissions on the same shard add up, and questions a submission did not have keep
 * their sums. (Map keys are question and option ids and typed tallies' keys, never parsed as field paths.)
 */
function incrementsOf(delta: ItemStatsDelta) {
  const inc = (value: number) => FieldValue.increment(value);
  return {
    submissions: inc(delta.submissions),
    marksSum: inc(delta.marksSum),
    questions: Object.fromEntries(
      Object.entries(delta.questions).map(([questionId, { options = {}, parts = {}, ...figures }]) => [
        questionId,
        {
          ...Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, inc(value)])),
          // Never an empty map: a merge would write it as a value, wiping the counts (a blank answer).
          ...(Object.keys(options).length > 0 ? { options: Object.fromEntries(Object.entries(options).map(([optionId, count]) => [optionId, inc(count)])) } : {}),
          // A typed question's tallies (ADR 0035), under the same rule.
          ...(Object.keys(parts).length > 0 ? { parts: Object.fromEntries(Object.entries(parts).map(([part, count]) => [part, inc(count)])) } : {}),
        },
      ]),
    ),
  };
}

/** Adds a submission to a random shard of the quiz's item statistics (created on first use). */
function addToItemStats(transaction: Transaction, refs: DataRefs, quizId: string, delta: ItemStatsDelta): void {
  const shard = refs.itemStatsShard(quizId, Math.floor(Math.random() * ITEM_STATS_SHARDS));
  transaction.set(shard, incrementsOf(delta), { merge: true });
}

/**
 * Counts each short answer's wrong text (ADR 0035): a tally per question and text, so the item
 * analysis can name the most common ones whatever players type (their number is unbounded, so
 * they cannot live in the shards).
 */
function tallyWrongAnswers(transaction: Transaction, refs: DataRefs, quizId: string, attempt: Attempt, key: AttemptKey): void {
  for (const [questionId, typedKey] of Object.entries(key.keys ?? {})) {
    if (!attempt.questionIds.includes(questionId)) continue;
    const text = wrongTextOf(typedKey, attempt.responses?.[questionId]);
    if (text === null) continue;
    const tallyId = `${questionId}~${createHash('sha256').update(text).digest('hex').slice(0, 20)}`;
    transaction.set(refs.wrongAnswer(quizId, tallyId), { questionId, text, count: FieldValue.increment(1) }, { merge: true });
  }
}

/**
 * Records what the submission feeds, inside its scoring transaction (after every read; the
 * context comes from readInsightsContext). Returns the certificate id when one was issued.
 */
export function recordSubmissionInsights(
  transaction: Transaction,
  refs: DataRefs,
  quizId: string,
  submissionId: string,
  attempt: Attempt,
  key: AttemptKey,
  submission: Submission,
  context: InsightsContext,
): string | undefined {
  addToItemStats(
    transaction,
    refs,
    quizId,
    itemStatsDelta({
      questionIds: attempt.questionIds,
      answerKey: key.answers,
      optionIds: key.optionIds,
      answers: attempt.answers,
      mode: attempt.scoringMode ?? DEFAULT_SCORING_MODE,
      marks: submission.marks,
      ...(attempt.timeSpentMs ? { timeSpentMs: attempt.timeSpentMs } : {}),
      ...(key.keys ? { keys: key.keys } : {}),
      ...(attempt.responses ? { responses: attempt.responses } : {}),
      ...(attempt.orderingCredit ? { orderingCredit: attempt.orderingCredit } : {}),
    }),
  );
  tallyWrongAnswers(transaction, refs, quizId, attempt, key);

  const quizName = attempt.quizName ?? context.best?.quizName ?? '';
  const durationMs = durationOf(submission);
  const attempts = (context.best?.attempts ?? 0) + 1;
  const candidate: QuizBest = {
    userId: attempt.userId,
    userName: attempt.userName,
    quizId,
    quizName,
    marks: submission.marks,
    grade: submission.grade,
    durationMs,
    submissionId,
    attempt: attempt.attempt,
    submittedAt: submission.submittedAt,
    attempts,
    hidden: context.hidden,
  };
  const best = beats(candidate, context.best) ? candidate : { ...(context.best ?? candidate), attempts, hidden: context.hidden };
  transaction.set(refs.best(quizId, attempt.userId), best);

  const passMark = attempt.passMark;
  if (passMark === undefined || passMark === null || submission.marks < passMark) return undefined;
  const certificate = refs.certificates().doc();
  transaction.create(certificate, {
    userId: attempt.userId,
    userName: attempt.userName,
    quizId,
    quizName,
    submissionId,
    attempt: attempt.attempt,
    marks: submission.marks,
    grade: submission.grade,
    passMark,
    issuedAt: submission.submittedAt,
    revokedAt: null,
  });
  return certificate.id;
}
