import type { TypedKey } from './model';

/**
 * A typed question's right answer as a review shows it (only when the quiz's review policy shows
 * right answers): the accepted texts, the value with its tolerance, the right order, pairs or
 * blanks. A short answer's partly accepted texts come with their credit; never the matching rules.
 */
export type TypedSolution =
  /** `accepted`: the texts earning full credit; `partial` (only when there are some): the others, with their per cent. */
  | { type: 'short-answer'; accepted: string[]; partial?: { text: string; credit: number }[] }
  | { type: 'numeric'; value: number; tolerance: number; toleranceKind: 'absolute' | 'relative'; units: string[] }
  | { type: 'ordering'; order: number[] }
  | { type: 'matching'; pairs: Record<string, number> }
  /** Each blank's right text (the first fully accepted one) or choice id, by blank id. */
  | { type: 'fill-blanks'; blanks: Record<string, string | number> };

export function solutionOf(key: TypedKey): TypedSolution {
  switch (key.type) {
    case 'short-answer': {
      const partial = key.accepted.filter((answer) => answer.credit < 100).map(({ text, credit }) => ({ text, credit }));
      return {
        type: 'short-answer',
        accepted: key.accepted.filter((answer) => answer.credit === 100).map((answer) => answer.text),
        ...(partial.length > 0 ? { partial } : {}),
      };
    }
    case 'numeric':
      return { type: 'numeric', value: key.value, tolerance: key.tolerance, toleranceKind: key.toleranceKind, units: (key.units ?? []).map((unit) => unit.unit) };
    case 'ordering':
      return { type: 'ordering', order: [...key.order] };
    case 'matching':
      return { type: 'matching', pairs: { ...key.pairs } };
    case 'fill-blanks':
      return {
        type: 'fill-blanks',
        blanks: Object.fromEntries(
          Object.entries(key.blanks).map(([id, blank]) => [id, blank.kind === 'choice' ? blank.choiceId : (blank.accepted.find((answer) => answer.credit === 100)?.text ?? '')]),
        ),
      };
  }
}
