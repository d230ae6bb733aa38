import type { TypedContent, TypedResponse } from '@quizmaster/shared/question-types/model';
import type { TypedSolution } from '@quizmaster/shared/question-types/solution';

/** How a typed question's answers read in a review (components/typed-review.tsx, ADR 0035). */

/** A numeric solution as the player reads it: "324 m ± 0.5", "9.81 ± 2 %". */
export function numericSolutionText(solution: Extract<TypedSolution, { type: 'numeric' }>, unitHint: string | undefined): string {
  const value = unitHint ? `${String(solution.value)} ${unitHint}` : String(solution.value);
  if (solution.tolerance === 0) return value;
  const tolerance =
    solution.toleranceKind === 'relative' ? `${String(Math.round(solution.tolerance * 100 * 1000) / 1000)} %` : String(solution.tolerance);
  return `${value} ± ${tolerance}`;
}

/** The text of an item, answer or choice by its id, or a stand-in when the content no longer has it. */
export const textById = (items: readonly { id: number; text: string }[], id: number | undefined): string | undefined =>
  id === undefined ? undefined : (items.find((item) => item.id === id)?.text ?? `Item ${String(id)}`);

/** The typed text of a response that carries text (short answer, numeric). */
export const typedText = (response: TypedResponse | undefined): string | undefined =>
  response && 'text' in response && response.text.trim() !== '' ? response.text : undefined;

/** What a fill-in-the-blanks response put into one blank, as text. */
export function blankAnswerText(content: Extract<TypedContent, { type: 'fill-blanks' }>, blankId: number, value: string | number | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  const blank = content.blanks.find((candidate) => candidate.id === blankId);
  return blank?.kind === 'choice' ? textById(blank.choices, value) : String(value);
}

/** The verdict a review can tell for one part: a pair, a position, a choice blank (text blanks are matched tolerantly on the server, so only their texts are shown). */
export const partVerdict = (given: number | undefined, right: number | undefined): boolean | undefined =>
  right === undefined ? undefined : given === right;
