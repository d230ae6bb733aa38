import { POINTS_PER_QUESTION } from './constants';

/**
 * How a question's points are earned (ADR 0017), chosen per quiz:
 * - `exact`: all 5 points when the ticked set is exactly the right set, else none (SPEC.md's rule
 *   and the default).
 * - `partial`: each right option ticked earns a share of the 5 points (5 ÷ right options), and
 *   each wrong option ticked takes the same share back, never below 0 for the question. Ticking
 *   every option therefore earns nothing wherever half the options or more are wrong, and never
 *   the full 5 on a question with a wrong option (ADR 0017: wrong ticks used to be free, so
 *   "tick everything" scored 100 %).
 * - `partial-negative`: each right tick earns its share as in `partial`; each wrong tick takes
 *   away a share of the 5 points spread over the question's wrong options (ticking them all
 *   costs the whole 5); never below 0 for the question, so one question cannot eat the points of
 *   another.
 */
export const SCORING_MODES = ['exact', 'partial', 'partial-negative'] as const;
export type ScoringMode = (typeof SCORING_MODES)[number];
export const DEFAULT_SCORING_MODE: ScoringMode = 'exact';

/** What each mode means to the admin choosing it (the quiz form's choices, docs/ARCHITECTURE.md). */
export const SCORING_MODE_LABELS: Record<ScoringMode, string> = {
  exact: 'Exact match: 5 points or nothing',
  partial: 'Partial credit: each right tick earns a share, each wrong tick takes a share back',
  'partial-negative': 'Partial credit: wrong ticks cost a share of 5 points spread over the wrong options',
};

/** True when the chosen option ids are exactly the correct set (order and duplicates ignored). */
export function isExactMatch(chosen: readonly number[], correct: readonly number[]): boolean {
  const chosenSet = new Set(chosen);
  const correctSet = new Set(correct);
  if (chosenSet.size !== correctSet.size) return false;
  for (const id of correctSet) if (!chosenSet.has(id)) return false;
  return true;
}

/** What one question is scored from. `optionIds` are all the question's options, right ones included. */
export interface QuestionToScore {
  optionIds: readonly number[];
  correct: readonly number[];
  chosen: readonly number[];
}

/** Points are kept to two decimals, like the marks, so a total never shows a float's noise. */
const roundPoints = (points: number) => Math.round(points * 100) / 100;

/**
 * The points one question earns under `mode`, between 0 and POINTS_PER_QUESTION. Ticks of ids
 * that are not options of the question are ignored (the server refuses them before scoring), and
 * a question without a right option earns nothing.
 */
export function questionPoints(mode: ScoringMode, { optionIds, correct, chosen }: QuestionToScore): number {
  const right = new Set(correct);
  if (right.size === 0) return 0;
  if (mode === 'exact') return isExactMatch(chosen, correct) ? POINTS_PER_QUESTION : 0;

  const options = new Set(optionIds);
  const ticked = [...new Set(chosen)].filter((id) => options.has(id) || right.has(id));
  const rightTicks = ticked.filter((id) => right.has(id)).length;
  const wrongTicks = ticked.length - rightTicks;
  const share = POINTS_PER_QUESTION / right.size;
  const earned = rightTicks * share;
  if (mode === 'partial') return roundPoints(Math.max(0, earned - wrongTicks * share));

  const wrongOptions = [...options].filter((id) => !right.has(id)).length;
  const lost = wrongOptions === 0 ? 0 : (wrongTicks / wrongOptions) * POINTS_PER_QUESTION;
  return roundPoints(Math.max(0, earned - lost));
}
