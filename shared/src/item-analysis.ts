/**
 * Item analysis (Moodle's "statistics report"): per question, how hard it is and how well it
 * separates strong players from weak ones, kept as running sums so that the report reads a fixed
 * number of documents (models/item-stats.ts) however many submissions there are.
 *
 * - Difficulty (facility): the share of submissions that answered the question exactly right.
 * - Discrimination: the point-biserial correlation between being right on the question (0 or 1)
 *   and the rest of the score (the attempt's points without this question's), i.e. the corrected
 *   item-total correlation. It is Pearson's r computed from Σx, Σy, Σy², Σxy, which add up per
 *   submission; leaving the question out of the total keeps it from correlating with itself.
 */
import type { ItemStatsShard, ItemSums } from './models/item-stats';
import { isExactMatch, questionPoints, type ScoringMode } from './scoring-modes';
import { isBlankResponse, partFigures, responseParts, scoreTypedQuestion, type OrderingCredit, type PartFigure, type TypedContent, type TypedKey, type TypedResponse } from './question-types';

/** Points are summed in hundredths, so every running sum is an integer and stays exact. */
const HUNDREDTHS = 100;
const hundredths = (value: number) => Math.round(value * HUNDREDTHS);

/** Below this many answers a question gets figures but no flags: too few to judge. */
export const MIN_ANSWERS_TO_FLAG = 5;
/** Flags (Moodle's and the classical test theory's usual bounds). */
export const ITEM_FLAG_BOUNDS = { tooEasyAbove: 0.9, tooHardBelow: 0.2, discriminationBelow: 0.2 } as const;

export type ItemFlag = 'too-easy' | 'too-hard' | 'poor-discrimination';

/** What one submission adds to its shard: a submission count, its marks, and each question's sums. */
export interface ItemStatsDelta {
  submissions: 1;
  marksSum: number;
  questions: Record<string, ItemSums>;
}

export interface SubmissionToAnalyse {
  questionIds: readonly string[];
  /** The right option ids by question (the attempt's key). */
  answerKey: Readonly<Record<string, readonly number[]>>;
  /** Every option id by question (the attempt's key; the partial modes share points by it). */
  optionIds: Readonly<Record<string, readonly number[]>>;
  answers: Readonly<Record<string, readonly number[]>>;
  mode: ScoringMode;
  marks: number;
  /** Time the server measured on each question, if any. */
  timeSpentMs?: Readonly<Record<string, number>>;
  /** Typed questions (ADR 0035): their keys and the player's responses, scored as the attempt was. */
  keys?: Readonly<Record<string, TypedKey>>;
  responses?: Readonly<Record<string, TypedResponse>>;
  orderingCredit?: OrderingCredit;
}

/** Whether `option` is one of the question's options (keys from before option ids have none: the server checked those answers against the question's options when saving). */
const isOptionOf = (optionIds: readonly number[] | undefined, option: number) => optionIds === undefined || optionIds.includes(option);

/** The sums one submission adds (see ItemSums): computed from the same key and mode it was scored with. */
export function itemStatsDelta(submission: SubmissionToAnalyse): ItemStatsDelta {
  const { questionIds, answerKey, optionIds, answers, mode, timeSpentMs = {} } = submission;
  const { keys = {}, responses = {}, orderingCredit } = submission;
  const scored = questionIds.map((id) => {
    const typedKey = keys[id];
    if (typedKey) {
      const response = responses[id];
      const score = scoreTypedQuestion(typedKey, response, { mode, ...(orderingCredit ? { orderingCredit } : {}) });
      return { id, chosen: [] as number[], points: hundredths(score.points), right: score.right, blank: isBlankResponse(response), parts: responseParts(typedKey, response) };
    }
    const correct = answerKey[id] ?? [];
    const chosen = [...new Set(answers[id] ?? [])];
    const points = hundredths(questionPoints(mode, { optionIds: optionIds[id] ?? correct, correct, chosen }));
    const right = correct.length > 0 && isExactMatch(chosen, correct);
    return { id, chosen, points, right, blank: chosen.length === 0, parts: {} };
  });
  const total = scored.reduce((sum, question) => sum + question.points, 0);
  const questions: Record<string, ItemSums> = {};
  for (const { id, chosen, points, right, blank, parts } of scored) {
    const rest = total - points;
    const time = timeSpentMs[id];
    questions[id] = {
      n: 1,
      correct: right ? 1 : 0,
      restSum: rest,
      restSquares: rest * rest,
      correctRestSum: right ? rest : 0,
      blank: blank ? 1 : 0,
      // Only the question's own options become keys: the shards' size must not depend on what a client sends.
      options: Object.fromEntries(chosen.filter((option) => isOptionOf(optionIds[id], option)).map((option) => [String(option), 1])),
      timeMs: time === undefined ? 0 : Math.max(0, Math.round(time)),
      timed: time === undefined ? 0 : 1,
      ...(Object.keys(parts).length > 0 ? { parts } : {}),
    };
  }
  return { submissions: 1, marksSum: hundredths(submission.marks), questions };
}

const emptySums = (): ItemSums => ({ n: 0, correct: 0, restSum: 0, restSquares: 0, correctRestSum: 0, blank: 0, options: {}, timeMs: 0, timed: 0 });

function addSums(into: ItemSums, from: ItemSums): void {
  into.n += from.n;
  into.correct += from.correct;
  into.restSum += from.restSum;
  into.restSquares += from.restSquares;
  into.correctRestSum += from.correctRestSum;
  into.blank += from.blank;
  into.timeMs += from.timeMs;
  into.timed += from.timed;
  const options = (into.options ??= {});
  for (const [option, count] of Object.entries(from.options ?? {})) options[option] = (options[option] ?? 0) + count;
  if (from.parts) {
    const parts = (into.parts ??= {});
    for (const [part, count] of Object.entries(from.parts)) parts[part] = (parts[part] ?? 0) + count;
  }
}

/** The shards of a quiz added up. */
export function mergeItemStats(shards: readonly Pick<ItemStatsShard, 'submissions' | 'marksSum' | 'questions'>[]): ItemStatsShard {
  const merged: ItemStatsShard = { submissions: 0, marksSum: 0, questions: {} };
  for (const shard of shards) {
    merged.submissions += shard.submissions;
    merged.marksSum += shard.marksSum;
    for (const [id, sums] of Object.entries(shard.questions)) addSums((merged.questions[id] ??= emptySums()), sums);
  }
  return merged;
}

/**
 * Point-biserial correlation from the running sums: Pearson's r between x (1 when right) and the
 * rest score y. Null when either varies not at all (everyone right, or nobody, or the same rest
 * score for all): it is undefined there, not zero.
 */
export function pointBiserial({ n, correct, restSum, restSquares, correctRestSum }: ItemSums): number | null {
  const covariance = n * correctRestSum - correct * restSum;
  const varianceX = n * correct - correct * correct;
  const varianceY = n * restSquares - restSum * restSum;
  if (n < 2 || varianceX <= 0 || varianceY <= 0) return null;
  return covariance / Math.sqrt(varianceX * varianceY);
}

export interface ItemFigures {
  questionId: string;
  /** Submissions that had this question (a drawn quiz serves each question to some of them). */
  answers: number;
  /** Share answered exactly right, 0–1 (null with no answers). */
  difficulty: number | null;
  /** Point-biserial item-rest correlation, -1–1 (null when undefined, see pointBiserial). */
  discrimination: number | null;
  /** Share left blank, 0–1. */
  blankShare: number | null;
  /** How often each option id was ticked, as a count and a share of the answers. */
  options: { optionId: number; count: number; share: number }[];
  /** Mean time the server measured on it, in milliseconds (null when never measured). */
  averageTimeMs: number | null;
  flags: ItemFlag[];
  /** Typed questions: the numeric distribution, or the most confused pairs and blanks (question-types/analysis.ts). */
  parts?: PartFigure[];
}

export interface ItemReport {
  submissions: number;
  /** Mean marks in percent (null with no submissions). */
  averageMarks: number | null;
  items: ItemFigures[];
}

/** What the report says of one question, from its summed figures. */
export function itemFigures(questionId: string, sums: ItemSums, optionIds: readonly number[] = [], content?: TypedContent): ItemFigures {
  const { n } = sums;
  const difficulty = n > 0 ? sums.correct / n : null;
  const discrimination = pointBiserial(sums);
  const flags: ItemFlag[] = [];
  if (n >= MIN_ANSWERS_TO_FLAG && difficulty !== null) {
    if (difficulty > ITEM_FLAG_BOUNDS.tooEasyAbove) flags.push('too-easy');
    if (difficulty < ITEM_FLAG_BOUNDS.tooHardBelow) flags.push('too-hard');
    // Undefined discrimination (everyone right or wrong) is covered by the difficulty flags.
    if (discrimination !== null && discrimination < ITEM_FLAG_BOUNDS.discriminationBelow) flags.push('poor-discrimination');
  }
  const ticked = sums.options ?? {};
  const ids = [...new Set([...optionIds, ...Object.keys(ticked).map(Number)])].sort((a, b) => a - b);
  return {
    questionId,
    answers: n,
    difficulty,
    discrimination,
    blankShare: n > 0 ? sums.blank / n : null,
    options: ids.map((optionId) => {
      const count = ticked[String(optionId)] ?? 0;
      return { optionId, count, share: n > 0 ? count / n : 0 };
    }),
    averageTimeMs: sums.timed > 0 ? sums.timeMs / sums.timed : null,
    flags,
    ...(content && content.type !== 'short-answer' ? { parts: partFigures(content, sums.parts ?? {}, n) } : {}),
  };
}

/**
 * The report of a quiz from its shards, in the order of `questions` (the quiz's questions now;
 * figures of deleted questions are left out).
 */
export function itemReport(
  shards: readonly Pick<ItemStatsShard, 'submissions' | 'marksSum' | 'questions'>[],
  questions: readonly { id: string; optionIds: readonly number[]; content?: TypedContent }[],
): ItemReport {
  const merged = mergeItemStats(shards);
  return {
    submissions: merged.submissions,
    averageMarks: merged.submissions > 0 ? merged.marksSum / HUNDREDTHS / merged.submissions : null,
    items: questions.map(({ id, optionIds, content }) => itemFigures(id, merged.questions[id] ?? emptySums(), optionIds, content)),
  };
}
