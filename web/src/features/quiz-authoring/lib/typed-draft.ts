import type { TypedQuestionFields, TypedQuestionInput } from '@quizmaster/shared/question-types/input';
import { BLANK_MARKER, QUESTION_TYPE_LABELS, type TypedType } from '@quizmaster/shared/question-types/limits';

/**
 * A typed question (ADR 0035) as its editor holds it: numbers as the inputs hold them (text), so
 * a half-typed value stays as typed; typedInputOfDraft turns it into the author's input that
 * typedQuestionInputSchema checks and the API takes. Zod-free: the schema loads on first check.
 */
export interface AcceptedDraft {
  text: string;
  /** Percent of the 5 points, as typed. */
  credit: string;
}
export interface TextRules {
  caseSensitive: boolean;
  accentSensitive: boolean;
}
export type BlankDraft = ({ kind: 'text'; accepted: AcceptedDraft[] } & TextRules) | { kind: 'choice'; choices: string[]; answer: number };

export type TypedDraft =
  | ({ type: 'short-answer'; accepted: AcceptedDraft[] } & TextRules)
  | {
      type: 'numeric';
      value: string;
      tolerance: string;
      toleranceKind: 'absolute' | 'relative';
      units: { unit: string; multiplier: string }[];
      unitRequired: boolean;
      unitHint: string;
    }
  | { type: 'ordering'; items: string[] }
  | { type: 'matching'; pairs: { prompt: string; answer: string }[]; distractors: string[] }
  | { type: 'fill-blanks'; text: string; blanks: BlankDraft[] };

export type TypedDraftOf<T extends TypedType> = Extract<TypedDraft, { type: T }>;

const oneAccepted = (): AcceptedDraft[] => [{ text: '', credit: '100' }];
export const emptyTextBlank = (): BlankDraft => ({ kind: 'text', accepted: oneAccepted(), caseSensitive: false, accentSensitive: false });
export const emptyChoiceBlank = (): BlankDraft => ({ kind: 'choice', choices: ['', ''], answer: 0 });

/** A fresh editor of each type, with the fewest rows its rules allow. */
export function emptyTypedDraft(type: TypedType): TypedDraft {
  switch (type) {
    case 'short-answer':
      return { type, accepted: oneAccepted(), caseSensitive: false, accentSensitive: false };
    case 'numeric':
      return { type, value: '', tolerance: '0', toleranceKind: 'absolute', units: [], unitRequired: false, unitHint: '' };
    case 'ordering':
      return { type, items: ['', '', ''] };
    case 'matching':
      return { type, pairs: [{ prompt: '', answer: '' }, { prompt: '', answer: '' }], distractors: [] };
    case 'fill-blanks':
      return { type, text: '', blanks: [] };
  }
}

/** Text typed as a number; blank is no number (the schema says "Expected a number"), not 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const acceptedOf = (accepted: readonly AcceptedDraft[]) => accepted.map((answer) => ({ text: answer.text, credit: numberOf(answer.credit) }));
const rulesOf = (rules: TextRules) => ({ ...(rules.caseSensitive ? { caseSensitive: true } : {}), ...(rules.accentSensitive ? { accentSensitive: true } : {}) });

/** The author's input (typedQuestionInputSchema's terms) of an editor's draft. */
export function typedInputOfDraft(draft: TypedDraft): TypedQuestionInput {
  switch (draft.type) {
    case 'short-answer':
      return { type: draft.type, accepted: acceptedOf(draft.accepted), ...rulesOf(draft) };
    case 'numeric': {
      const unitHint = draft.unitHint.trim();
      return {
        type: draft.type,
        value: numberOf(draft.value),
        tolerance: numberOf(draft.tolerance),
        toleranceKind: draft.toleranceKind,
        ...(draft.units.length > 0 ? { units: draft.units.map((unit) => ({ unit: unit.unit, multiplier: numberOf(unit.multiplier) })) } : {}),
        ...(draft.units.length > 0 && draft.unitRequired ? { unitRequired: true } : {}),
        ...(unitHint ? { unitHint } : {}),
      };
    }
    case 'ordering':
      return { type: draft.type, items: [...draft.items] };
    case 'matching':
      return { type: draft.type, pairs: draft.pairs.map((pair) => ({ ...pair })), distractors: [...draft.distractors] };
    case 'fill-blanks':
      return {
        type: draft.type,
        text: draft.text,
        blanks: draft.blanks.map((blank) =>
          blank.kind === 'text' ? { accepted: acceptedOf(blank.accepted), ...rulesOf(blank) } : { choices: [...blank.choices], answer: blank.answer },
        ),
      };
  }
}

const acceptedDraftOf = (accepted: readonly { text: string; credit: number }[]): AcceptedDraft[] =>
  accepted.map((answer) => ({ text: answer.text, credit: String(answer.credit) }));
const rulesDraftOf = (rules: { caseSensitive?: boolean; accentSensitive?: boolean }): TextRules => ({
  caseSensitive: rules.caseSensitive ?? false,
  accentSensitive: rules.accentSensitive ?? false,
});

/** A stored typed question (GET …/authoring's `typed`) as its editor's draft. */
export function typedDraftOf(fields: TypedQuestionFields): TypedDraft {
  switch (fields.type) {
    case 'short-answer':
      return { type: fields.type, accepted: acceptedDraftOf(fields.accepted), ...rulesDraftOf(fields) };
    case 'numeric':
      return {
        type: fields.type,
        value: String(fields.value),
        tolerance: String(fields.tolerance),
        toleranceKind: fields.toleranceKind,
        units: (fields.units ?? []).map((unit) => ({ unit: unit.unit, multiplier: String(unit.multiplier) })),
        unitRequired: fields.unitRequired ?? false,
        unitHint: fields.unitHint ?? '',
      };
    case 'ordering':
      return { type: fields.type, items: [...fields.items] };
    case 'matching':
      return { type: fields.type, pairs: fields.pairs.map((pair) => ({ prompt: pair.prompt, answer: pair.answer })), distractors: [...fields.distractors] };
    case 'fill-blanks':
      return {
        type: fields.type,
        text: fields.text,
        blanks: fields.blanks.map((blank): BlankDraft =>
          'accepted' in blank ? { kind: 'text', accepted: acceptedDraftOf(blank.accepted), ...rulesDraftOf(blank) } : { kind: 'choice', choices: [...blank.choices], answer: blank.answer },
        ),
      };
  }
}

/** Moves one entry of a list (ordering items, move up / move down). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

/** Puts the next blank's marker ({{n}}) into the text at the caret, and a text blank for it. */
export function insertBlank(draft: TypedDraftOf<'fill-blanks'>, at: number = draft.text.length): TypedDraftOf<'fill-blanks'> {
  const marker = `{{${String(draft.blanks.length + 1)}}}`;
  const where = Math.max(0, Math.min(at, draft.text.length));
  return { ...draft, text: draft.text.slice(0, where) + marker + draft.text.slice(where), blanks: [...draft.blanks, emptyTextBlank()] };
}

/** Drops blank n (from 1): its marker leaves the text and the later markers move down by one. */
export function removeBlank(draft: TypedDraftOf<'fill-blanks'>, number: number): TypedDraftOf<'fill-blanks'> {
  const text = draft.text.replace(BLANK_MARKER, (marker, digits: string) => {
    const found = Number(digits);
    if (found === number) return '';
    return found > number ? `{{${String(found - 1)}}}` : marker;
  });
  return { ...draft, text, blanks: draft.blanks.filter((_, index) => index + 1 !== number) };
}

/** One line saying what a typed question expects (question lists, the conflict table). */
export function typedSummary(fields: TypedQuestionInput | TypedQuestionFields): string {
  const label = QUESTION_TYPE_LABELS[fields.type];
  switch (fields.type) {
    case 'short-answer':
      return `${label}: ${fields.accepted.map((answer) => (answer.credit === undefined || answer.credit === 100 ? answer.text : `${answer.text} (${String(answer.credit)} %)`)).join(' · ')}`;
    case 'numeric': {
      const tolerance = fields.tolerance ? ` ± ${String(fields.tolerance)}${fields.toleranceKind === 'relative' ? ' (relative)' : ''}` : '';
      return `${label}: ${String(fields.value)}${tolerance}${fields.unitHint ? ` ${fields.unitHint}` : ''}`;
    }
    case 'ordering':
      return `${label}: ${fields.items.join(' → ')}`;
    case 'matching':
      return `${label}: ${fields.pairs.map((pair) => `${pair.prompt} → ${pair.answer}`).join(' · ')}`;
    case 'fill-blanks':
      return `${label}: ${fields.text}`;
  }
}
