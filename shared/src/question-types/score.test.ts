import { describe, expect, it } from 'vitest';
import { typedQuestionInputSchema, type TypedQuestionInput } from './input';
import { buildTypedQuestion, typedInputOf } from './build';
import { normalizeAnswerText } from './text-match';
import { parseNumericAnswer } from './numeric';
import { scoreTypedQuestion, type TypedScoringOptions } from './score';
import type { TypedKey, TypedResponse } from './model';
import { mulberry32 } from '../testing/seeded-random';

const exact: TypedScoringOptions = { mode: 'exact' };
const partial: TypedScoringOptions = { mode: 'partial' };
const negative: TypedScoringOptions = { mode: 'partial-negative' };

/** Seeded, so the ids a build assigns are the same in every run. */
const seeded = mulberry32;

const build = (input: TypedQuestionInput, seed = 1) => buildTypedQuestion(typedQuestionInputSchema.parse(input), seeded(seed));

describe('tolerant text matching', () => {
  it('ignores case, surrounding and repeated spaces, and accents by default', () => {
    expect(normalizeAnswerText('  Zürich   Hauptbahnhof ')).toBe('zurich hauptbahnhof');
  });
  it('keeps case and accents when the key says they count', () => {
    expect(normalizeAnswerText('Zürich', { caseSensitive: true, accentSensitive: true })).toBe('Zürich');
  });
});

describe('short answer', () => {
  const { key } = build({ type: 'short-answer', accepted: [{ text: 'Paris', credit: 100 }, { text: 'Lutetia', credit: 50 }] });
  it('earns 5 points for an accepted answer typed loosely', () => {
    expect(scoreTypedQuestion(key, { text: '  paris ' }, exact)).toEqual({ points: 5, right: true });
  });
  it('earns an accepted answer’s credit in the partial modes, and nothing when exact', () => {
    expect(scoreTypedQuestion(key, { text: 'lutetia' }, partial)).toEqual({ points: 2.5, right: false });
    expect(scoreTypedQuestion(key, { text: 'lutetia' }, exact)).toEqual({ points: 0, right: false });
  });
  it('earns nothing for another answer, an empty one or a response of another shape', () => {
    expect(scoreTypedQuestion(key, { text: 'London' }, partial).points).toBe(0);
    expect(scoreTypedQuestion(key, { text: '   ' }, partial).points).toBe(0);
    expect(scoreTypedQuestion(key, { order: [1, 2] }, partial).points).toBe(0);
    expect(scoreTypedQuestion(key, undefined, partial).points).toBe(0);
  });
  it('respects a case-sensitive key', () => {
    const { key: strict } = build({ type: 'short-answer', accepted: [{ text: 'NaCl' }], caseSensitive: true });
    expect(scoreTypedQuestion(strict, { text: 'nacl' }, exact).right).toBe(false);
    expect(scoreTypedQuestion(strict, { text: 'NaCl' }, exact).right).toBe(true);
  });
});

describe('numeric', () => {
  const { key } = build({ type: 'numeric', value: 9.81, tolerance: 0.05, units: [{ unit: 'm/s²', multiplier: 1 }, { unit: 'cm/s²', multiplier: 0.01 }] });
  it.each([['9.81'], ['9,8'], ['9.85 m/s²'], ['981 cm/s²'], ['+9.76']])('accepts %s within the tolerance', (text) => {
    expect(scoreTypedQuestion(key, { text }, exact)).toEqual({ points: 5, right: true });
  });
  it.each([['9.7'], ['9.81 km'], ['nine'], [''], ['9.81 m/s² extra ']])('refuses %s', (text) => {
    expect(scoreTypedQuestion(key, { text }, exact).points).toBe(0);
  });
  it('takes a relative tolerance as a fraction of the value', () => {
    const { key: relative } = build({ type: 'numeric', value: 200, tolerance: 0.1, toleranceKind: 'relative' });
    expect(scoreTypedQuestion(relative, { text: '219' }, exact).right).toBe(true);
    expect(scoreTypedQuestion(relative, { text: '221' }, exact).right).toBe(false);
  });
  it('refuses a bare number when the key requires a unit', () => {
    const { key: withUnit } = build({ type: 'numeric', value: 3, units: [{ unit: 'kg', multiplier: 1 }], unitRequired: true });
    expect(scoreTypedQuestion(withUnit, { text: '3' }, exact).right).toBe(false);
    expect(scoreTypedQuestion(withUnit, { text: '3 KG' }, exact).right).toBe(true);
  });
  it('parses numbers with exponents and refuses what is not one', () => {
    expect(parseNumericAnswer('1.5e3 m')).toEqual({ value: 1500, unit: 'm' });
    expect(parseNumericAnswer('e3')).toBeNull();
    expect(parseNumericAnswer('1e999')).toBeNull();
  });
});

describe('ordering', () => {
  const { content, key } = build({ type: 'ordering', items: ['one', 'two', 'three', 'four'] }, 7);
  if (content.type !== 'ordering' || key.type !== 'ordering') throw new Error('not an ordering question');
  const idOf = (text: string) => content.items.find((item) => item.text === text)?.id ?? 0;
  const order = (...texts: string[]): TypedResponse => ({ order: texts.map(idOf) });

  it('stores the items in an order and with ids that do not tell the answer', () => {
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => build({ type: 'ordering', items: ['one', 'two', 'three', 'four'] }, seed));
    const stored = new Set(seeds.map(({ content: c }) => (c.type === 'ordering' ? c.items.map((item) => item.text).join() : '')));
    expect(stored.size).toBeGreaterThan(1);
    for (const { content: c } of seeds) if (c.type === 'ordering') expect(c.items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });
  it('earns 5 points for the whole order, in every mode', () => {
    expect(scoreTypedQuestion(key, order('one', 'two', 'three', 'four'), exact)).toEqual({ points: 5, right: true });
  });
  it('earns a share per neighbouring pair only with the adjacent-pairs credit in a partial mode', () => {
    const response = order('one', 'two', 'four', 'three');
    expect(scoreTypedQuestion(key, response, { mode: 'partial', orderingCredit: 'adjacent-pairs' })).toEqual({ points: 1.67, right: false });
    expect(scoreTypedQuestion(key, response, { mode: 'partial', orderingCredit: 'exact' }).points).toBe(0);
    expect(scoreTypedQuestion(key, response, { mode: 'exact', orderingCredit: 'adjacent-pairs' }).points).toBe(0);
  });
  it('takes wrong pairs back in partial-negative', () => {
    expect(scoreTypedQuestion(key, order('one', 'two', 'four', 'three'), { mode: 'partial-negative', orderingCredit: 'adjacent-pairs' }).points).toBe(0);
    expect(scoreTypedQuestion(key, order('one', 'two', 'three'), { mode: 'partial-negative', orderingCredit: 'adjacent-pairs' }).right).toBe(false);
  });
});

describe('matching', () => {
  const { content, key } = build({
    type: 'matching',
    pairs: [
      { prompt: 'France', answer: 'Paris' },
      { prompt: 'Spain', answer: 'Madrid' },
      { prompt: 'Italy', answer: 'Rome' },
      { prompt: 'Japan', answer: 'Tokyo' },
    ],
    distractors: ['Lyon'],
  });
  if (content.type !== 'matching' || key.type !== 'matching') throw new Error('not a matching question');
  const prompt = (text: string) => String(content.prompts.find((item) => item.text === text)?.id);
  const answer = (text: string) => content.answers.find((item) => item.text === text)?.id ?? 0;
  const all = { [prompt('France')]: answer('Paris'), [prompt('Spain')]: answer('Madrid'), [prompt('Italy')]: answer('Rome'), [prompt('Japan')]: answer('Tokyo') };

  it('offers every answer and distractor', () => {
    expect(content.answers.map((item) => item.text).sort()).toEqual(['Lyon', 'Madrid', 'Paris', 'Rome', 'Tokyo']);
  });
  it('earns 5 points for every pair right', () => {
    expect(scoreTypedQuestion(key, { matches: all }, exact)).toEqual({ points: 5, right: true });
  });
  it('earns a share per pair in partial, minus wrong pairs in partial-negative', () => {
    const oneWrong = { ...all, [prompt('France')]: answer('Lyon') };
    expect(scoreTypedQuestion(key, { matches: oneWrong }, exact).points).toBe(0);
    expect(scoreTypedQuestion(key, { matches: oneWrong }, partial).points).toBe(3.75);
    expect(scoreTypedQuestion(key, { matches: oneWrong }, negative).points).toBe(2.5);
    const { [prompt('France')]: _left, ...threeRight } = all;
    expect(scoreTypedQuestion(key, { matches: threeRight }, negative).points).toBe(3.75);
  });
});

describe('fill in the blanks', () => {
  const { content, key } = build({
    type: 'fill-blanks',
    text: 'Water boils at {{1}} degrees and is made of hydrogen and {{2}}.',
    blanks: [{ accepted: [{ text: '100' }] }, { choices: ['carbon', 'oxygen', 'helium'], answer: 1 }],
  });
  if (content.type !== 'fill-blanks') throw new Error('not a fill-in-the-blanks question');
  const oxygen = content.blanks[1]?.kind === 'choice' ? (content.blanks[1].choices.find((choice) => choice.text === 'oxygen')?.id ?? 0) : 0;
  const helium = content.blanks[1]?.kind === 'choice' ? (content.blanks[1].choices.find((choice) => choice.text === 'helium')?.id ?? 0) : 0;

  it('earns 5 points with every blank right', () => {
    expect(scoreTypedQuestion(key, { blanks: { 1: ' 100 ', 2: oxygen } }, exact)).toEqual({ points: 5, right: true });
  });
  it('earns a share per blank in the partial modes', () => {
    expect(scoreTypedQuestion(key, { blanks: { 1: '100', 2: helium } }, partial).points).toBe(2.5);
    expect(scoreTypedQuestion(key, { blanks: { 1: '100', 2: helium } }, negative).points).toBe(0);
    expect(scoreTypedQuestion(key, { blanks: { 1: '100' } }, negative).points).toBe(2.5);
  });
  it('refuses a text whose blank markers do not match the blanks', () => {
    const result = typedQuestionInputSchema.safeParse({ type: 'fill-blanks', text: 'Only {{2}} here', blanks: [{ accepted: [{ text: 'x' }] }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Mark each blank once in the text, in order: {{1}}, {{2}}, …');
  });
});

describe('the author’s input', () => {
  const inputs: TypedQuestionInput[] = [
    { type: 'short-answer', accepted: [{ text: 'Paris', credit: 100 }, { text: 'Lutetia', credit: 40 }], accentSensitive: true },
    { type: 'numeric', value: -3.5, tolerance: 0.1, toleranceKind: 'relative', units: [{ unit: 'm', multiplier: 1 }], unitRequired: true, unitHint: 'm' },
    { type: 'ordering', items: ['a', 'b', 'c', 'd', 'e'] },
    { type: 'matching', pairs: [{ prompt: 'x', answer: '1' }, { prompt: 'y', answer: '2' }, { prompt: 'z', answer: '3' }], distractors: ['4', '5'] },
    { type: 'fill-blanks', text: '{{1}} and {{2}}', blanks: [{ choices: ['p', 'q', 's', 't'], answer: 1 }, { accepted: [{ text: 'r' }], caseSensitive: true }] },
  ];
  it.each(inputs.map((input) => [input.type, input] as const))('comes back unchanged, in the author’s order, from the stored %s content and key', (_type, input) => {
    const parsed = typedQuestionInputSchema.parse(input);
    // Many seeds: the ids are random, and the author's order of pairs, distractors and choices must survive every draw.
    for (let seed = 1; seed <= 30; seed += 1) {
      const { content, key } = buildTypedQuestion(parsed, seeded(seed));
      expect(typedInputOf(content, key)).toEqual(parsed);
    }
  });
  it('names what is wrong, with bounds', () => {
    const problems = (input: unknown) => typedQuestionInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(problems({ type: 'ordering', items: ['a', 'b'] })).toEqual(['Put at least 3 items in order']);
    expect(problems({ type: 'ordering', items: ['a', 'A', 'b'] })).toEqual(['The items must differ']);
    expect(problems({ type: 'numeric', value: 1, tolerance: 2, toleranceKind: 'relative' })).toEqual(['A relative tolerance is at most 1 (100 %)']);
    expect(problems({ type: 'numeric', value: 1, tolerance: -1 })).toEqual(['The tolerance cannot be negative']);
    expect(problems({ type: 'short-answer', accepted: [{ text: 'x', credit: 50 }] })).toEqual(['One accepted answer must earn 100 %']);
    expect(problems({ type: 'matching', pairs: [{ prompt: 'a', answer: 'x' }, { prompt: 'b', answer: 'y' }], distractors: ['x'] })).toEqual([
      'The answers and distractors must differ',
    ]);
  });
  it('keys match the stored key schema', async () => {
    const { typedKeySchema, typedContentSchema } = await import('./model');
    for (const input of inputs) {
      const { content, key } = build(input);
      expect(typedContentSchema.safeParse(content).success).toBe(true);
      expect(typedKeySchema.safeParse(key satisfies TypedKey).success).toBe(true);
    }
  });
});

describe('a player’s response', () => {
  it('is bounded: text length, item counts and record sizes', async () => {
    const { typedResponseSchema } = await import('./model');
    expect(typedResponseSchema.safeParse({ text: 'x'.repeat(200) }).success).toBe(true);
    expect(typedResponseSchema.safeParse({ text: 'x'.repeat(201) }).success).toBe(false);
    expect(typedResponseSchema.safeParse({ order: Array.from({ length: 11 }, (_v, i) => i + 1) }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_v, i) => [String(i + 1), 1]));
    expect(typedResponseSchema.safeParse({ matches: many }).success).toBe(false);
    expect(typedResponseSchema.safeParse({ blanks: many }).success).toBe(false);
    expect(typedResponseSchema.safeParse({ matches: { 1: 2 } }).success).toBe(true);
  });
});
