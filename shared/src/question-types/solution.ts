import type { TypedKey } from './model';

/**
 * A typed question's right answer as a review shows it (only when the quiz's review policy shows
 * right answers): the accepted texts, the value with its tolerance, the right order, pairs or
 * blanks. Never the credits of partly right answers or the matching rules.
 */
export type TypedSolution =
  | { type: 'short-answer'; accepted: string[] }
  | { type: 'numeric'; value: number; tolerance: number; toleranceKind: 'absolute' | 'relative'; units: string[] }
  | { type: 'ordering'; order: number[] }
  | { type: 'matching'; pairs: Record<string, number> }
  /** Each blank's right text (the first fully accepted one) or choice id, by blank id. */
  | { type: 'fill-blanks'; blanks: Record<string, string | number> };

export function solutionOf(key: TypedKey): TypedSolution {
  switch (key.type) {
    case 'short-answer':
      return { type: 'short-answer', accepted: key.accepted.filter((answer) => answer.credit === 100).map((answer) => answer.text) };
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
