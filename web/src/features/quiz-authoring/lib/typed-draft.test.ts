import { describe, expect, it } from 'vitest';
import { buildTypedQuestion, typedInputOf } from '@quizmaster/shared/question-types/build';
import { typedQuestionInputSchema, type TypedQuestionFields } from '@quizmaster/shared/question-types/input';
import { TYPED_TYPES } from '@quizmaster/shared/question-types/limits';
import { checkTypedInput } from './typed-check';
import { emptyTypedDraft, insertBlank, moved, removeBlank, typedDraftOf, typedInputOfDraft, typedSummary, type TypedDraftOf } from './typed-draft';

const samples: TypedQuestionFields[] = [
  { type: 'short-answer', accepted: [{ text: 'Zürich', credit: 100 }, { text: 'Zurich city', credit: 40 }], accentSensitive: true },
  { type: 'numeric', value: -2.5, tolerance: 0.1, toleranceKind: 'relative', units: [{ unit: 'km', multiplier: 1000 }], unitRequired: true, unitHint: 'm' },
  { type: 'ordering', items: ['one', 'two', 'three', 'four'] },
  { type: 'matching', pairs: [{ prompt: 'A', answer: '1' }, { prompt: 'B', answer: '2' }], distractors: ['3'] },
  { type: 'fill-blanks', text: '{{1}} and {{2}}', blanks: [{ accepted: [{ text: 'x', credit: 100 }], caseSensitive: true }, { choices: ['p', 'q', 'r'], answer: 2 }] },
];

/** The order of pairs, distractors and a blank's choices is not kept by a save (stored in random id order, ADR 0035): compare them as sets, the right choice by its text. */
function unordered(fields: TypedQuestionFields) {
  if (fields.type === 'matching') {
    return { ...fields, pairs: [...fields.pairs].sort((a, b) => a.prompt.localeCompare(b.prompt)), distractors: [...fields.distractors].sort() };
  }
  if (fields.type !== 'fill-blanks') return fields;
  return { ...fields, blanks: fields.blanks.map((blank) => ('choices' in blank ? { choices: [...blank.choices].sort(), right: blank.choices[blank.answer] } : blank)) };
}

describe('typed drafts (the editors of ADR 0035)', () => {
  it.each(samples)('give back the stored fields of a $type question unchanged', (fields) => {
    expect(typedQuestionInputSchema.parse(typedInputOfDraft(typedDraftOf(fields)))).toEqual(fields);
  });

  it.each(samples)('survive a save and a load of a $type question (buildTypedQuestion, typedInputOf)', (fields) => {
    // A fixed sequence: the ids (and so the stored order) differ from the author's order, the same at every run.
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const { content, key } = buildTypedQuestion(typedQuestionInputSchema.parse(typedInputOfDraft(typedDraftOf(fields))), random);
    const loaded = typedInputOf(content, key);
    expect(loaded).not.toBeNull();
    expect(unordered(typedQuestionInputSchema.parse(typedInputOfDraft(typedDraftOf(loaded as TypedQuestionFields))))).toEqual(unordered(fields));
  });

  it.each(TYPED_TYPES)('start a fresh %s editor that the schema refuses until it is filled', (type) => {
    expect(Object.keys(checkTypedInput(typedInputOfDraft(emptyTypedDraft(type)))).length).toBeGreaterThan(0);
  });

  it('read blank numbers as no number, not 0', () => {
    const draft = { ...(emptyTypedDraft('numeric') as TypedDraftOf<'numeric'>), value: ' ' };
    expect(checkTypedInput(typedInputOfDraft(draft))).toMatchObject({ value: 'Expected a number' });
  });

  it("report a blank's problems by the branch it is written in (typed in, or chosen)", () => {
    const text: TypedDraftOf<'fill-blanks'> = {
      type: 'fill-blanks',
      text: '{{1}}',
      blanks: [{ kind: 'text', accepted: [{ text: ' ', credit: '100' }], caseSensitive: false, accentSensitive: false }],
    };
    expect(checkTypedInput(typedInputOfDraft(text))).toEqual({ 'blanks.0.accepted.0.text': 'An accepted answer cannot be empty' });
    const choice: TypedDraftOf<'fill-blanks'> = { type: 'fill-blanks', text: '{{1}}', blanks: [{ kind: 'choice', choices: ['a', 'A'], answer: 0 }] };
    expect(checkTypedInput(typedInputOfDraft(choice))).toEqual({ 'blanks.0.choices': 'The choices of a blank must differ' });
  });

  it('insert a blank at the caret, and renumber the later markers when one is removed', () => {
    let draft: TypedDraftOf<'fill-blanks'> = { type: 'fill-blanks', text: 'a  b', blanks: [] };
    draft = insertBlank(draft, 2);
    draft = insertBlank(draft);
    draft = insertBlank(draft, 0);
    expect(draft.text).toBe('{{3}}a {{1}} b{{2}}');
    expect(draft.blanks).toHaveLength(3);
    const removed = removeBlank(draft, 1);
    expect(removed.text).toBe('{{2}}a  b{{1}}');
    expect(removed.blanks).toHaveLength(2);
  });

  it('move an item up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('sum a question up in one line', () => {
    expect(samples.map(typedSummary)).toEqual([
      'Short answer: Zürich · Zurich city (40 %)',
      'Numeric: -2.5 ± 0.1 (relative) m',
      'Ordering: one → two → three → four',
      'Matching: A → 1 · B → 2',
      'Fill in the blanks: {{1}} and {{2}}',
    ]);
  });
});
