import { POINTS_PER_QUESTION } from '../constants';
import type { ScoringMode } from '../scoring-modes';
import type { OrderingCredit } from './limits';
import type { BlankKey, TypedKey, TypedResponse } from './model';
import { isNumericRight } from './numeric';
import { matchAccepted } from './text-match';

/**
 * Scoring of the typed questions (ADR 0035), beside scoring-modes.ts for the choice types. Every
 * type earns 0 to 5 points; a question is "right" only when answered wholly right.
 * - `exact` (SPEC.md's rule): 5 points when right, else none.
 * - `partial`: a share per part right (a short answer's credit, a matching pair, a blank, and,
 *   with the quiz's `adjacent-pairs` ordering credit, a neighbouring pair in the right order).
 * - `partial-negative`: as `partial`, minus the same share per part answered wrongly (never
 *   below 0); parts left unanswered cost nothing.
 */
export interface TypedScore {
  points: number;
  right: boolean;
}

export interface TypedScoringOptions {
  mode: ScoringMode;
  /** How ordering questions earn points in the partial modes (exact when not given). */
  orderingCredit?: OrderingCredit;
}

const roundPoints = (points: number) => Math.round(points * 100) / 100;

/** Parts right and wrong out of `total`, as points under the mode. */
function partsToPoints(mode: ScoringMode, right: number, wrong: number, total: number): TypedScore {
  const whole = total > 0 && right === total;
  if (mode === 'exact' || total === 0) return { points: whole ? POINTS_PER_QUESTION : 0, right: whole };
  const share = POINTS_PER_QUESTION / total;
  const lost = mode === 'partial-negative' ? wrong * share : 0;
  return { points: roundPoints(Math.max(0, right * share - lost)), right: whole };
}

const textOf = (response: TypedResponse | undefined): string | null => (response && 'text' in response ? response.text : null);

function blankRight(key: BlankKey, answer: string | number | undefined): boolean | null {
  if (answer === undefined || answer === '') return null;
  if (key.kind === 'choice') return answer === key.choiceId;
  return typeof answer === 'string' && matchAccepted(answer, key.accepted, key).credit === 100;
}

/** Points and verdict of one typed question; a response of another shape earns nothing. */
export function scoreTypedQuestion(key: TypedKey, response: TypedResponse | undefined, { mode, orderingCredit = 'exact' }: TypedScoringOptions): TypedScore {
  switch (key.type) {
    case 'short-answer': {
      const text = textOf(response);
      const credit = text === null ? 0 : matchAccepted(text, key.accepted, key).credit;
      if (credit === 100) return { points: POINTS_PER_QUESTION, right: true };
      return { points: mode === 'exact' ? 0 : roundPoints((credit / 100) * POINTS_PER_QUESTION), right: false };
    }
    case 'numeric': {
      const text = textOf(response);
      const right = text !== null && isNumericRight(key, text);
      return { points: right ? POINTS_PER_QUESTION : 0, right };
    }
    case 'ordering': {
      const order = response && 'order' in response ? response.order : [];
      const whole = order.length === key.order.length && order.every((id, index) => id === key.order[index]);
      if (whole) return { points: POINTS_PER_QUESTION, right: true };
      if (mode === 'exact' || orderingCredit === 'exact' || order.length === 0) return { points: 0, right: false };
      // A share for each neighbouring pair of the player's order that is a neighbouring pair of the key.
      const follows = new Map(key.order.slice(0, -1).map((id, index) => [id, key.order[index + 1]]));
      let right = 0;
      for (let index = 0; index + 1 < order.length; index += 1) if (follows.get(order[index] ?? -1) === order[index + 1]) right += 1;
      const pairs = key.order.length - 1;
      return partsToPoints(mode, right, pairs - right, pairs);
    }
    case 'matching': {
      const matches = response && 'matches' in response ? response.matches : {};
      const prompts = Object.keys(key.pairs);
      let right = 0;
      let wrong = 0;
      for (const prompt of prompts) {
        const chosen = matches[prompt];
        if (chosen === undefined) continue;
        if (chosen === key.pairs[prompt]) right += 1;
        else wrong += 1;
      }
      return partsToPoints(mode, right, wrong, prompts.length);
    }
    case 'fill-blanks': {
      const answers = response && 'blanks' in response ? response.blanks : {};
      const blanks = Object.entries(key.blanks);
      let right = 0;
      let wrong = 0;
      for (const [blankId, blankKey] of blanks) {
        const verdict = blankRight(blankKey, answers[blankId]);
        if (verdict === true) right += 1;
        else if (verdict === false) wrong += 1;
      }
      return partsToPoints(mode, right, wrong, blanks.length);
    }
  }
}
