import { z } from 'zod';
import { BLANK_MARKER, TYPE_LIMITS } from './limits';

/**
 * What the editor and the API send for a typed question (ADR 0035), besides the question text,
 * explanation and tags that every type has. Written in the author's terms: items in the right
 * order, pairs, blanks with their answers. buildTypedQuestion turns it into the stored content
 * and key; typedInputOf turns them back for the editor and the export formats.
 */
const text = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} cannot be empty`)
    .max(TYPE_LIMITS.itemText, `${what}: at most ${String(TYPE_LIMITS.itemText)} characters`);

const distinct = (values: readonly string[]) => new Set(values.map((value) => value.toLowerCase())).size === values.length;

const acceptedAnswers = z
  .array(
    z.object({
      text: text('An accepted answer'),
      /** Percent of the 5 points; 100 when not given. */
      credit: z.number().int('Use a whole number').min(1, 'Credit is at least 1 %').max(100, 'Credit is at most 100 %').default(100),
    }),
  )
  .min(1, 'Give at least one accepted answer')
  .max(TYPE_LIMITS.acceptedAnswers, `At most ${String(TYPE_LIMITS.acceptedAnswers)} accepted answers`)
  .refine((answers) => answers.some((answer) => answer.credit === 100), 'One accepted answer must earn 100 %');

const matchingRules = { caseSensitive: z.boolean().optional(), accentSensitive: z.boolean().optional() };

const magnitude = z
  .number('Expected a number')
  .refine(Number.isFinite, 'Expected a number')
  .refine((value) => Math.abs(value) <= TYPE_LIMITS.numericMagnitude, `At most ${String(TYPE_LIMITS.numericMagnitude)} in size`);

const blankInput = z.union([
  z.object({ accepted: acceptedAnswers, ...matchingRules }).strict(),
  z
    .object({
      choices: z
        .array(text('A choice'))
        .min(TYPE_LIMITS.blankChoices.min, `A choice blank needs at least ${String(TYPE_LIMITS.blankChoices.min)} choices`)
        .max(TYPE_LIMITS.blankChoices.max, `At most ${String(TYPE_LIMITS.blankChoices.max)} choices in a blank`)
        .refine(distinct, 'The choices of a blank must differ'),
      /** Index (from 0) of the right choice. */
      answer: z.number().int().min(0),
    })
    .strict()
    .refine((blank) => blank.answer < blank.choices.length, { message: 'The right choice must be one of the choices', path: ['answer'] }),
]);
export type BlankInput = z.output<typeof blankInput>;

/** The blank numbers a fill-in-the-blanks text holds, in order of appearance. */
export const blankNumbersIn = (template: string): number[] => [...template.matchAll(BLANK_MARKER)].map((match) => Number(match[1]));

export const typedQuestionInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('short-answer'), accepted: acceptedAnswers, ...matchingRules }),
  z
    .object({
      type: z.literal('numeric'),
      value: magnitude,
      tolerance: magnitude.refine((value) => value >= 0, 'The tolerance cannot be negative').default(0),
      toleranceKind: z.enum(['absolute', 'relative']).default('absolute'),
      units: z
        .array(
          z.object({
            unit: z.string().trim().min(1, 'A unit cannot be empty').max(TYPE_LIMITS.unit, `A unit has at most ${String(TYPE_LIMITS.unit)} characters`),
            multiplier: z.number().positive('A unit multiplier is more than 0').refine(Number.isFinite, 'Expected a number'),
          }),
        )
        .max(TYPE_LIMITS.units, `At most ${String(TYPE_LIMITS.units)} units`)
        .refine((units) => distinct(units.map((unit) => unit.unit)), 'Units must differ')
        .optional(),
      unitRequired: z.boolean().optional(),
      unitHint: z.string().trim().max(TYPE_LIMITS.unit).optional(),
    })
    .refine((input) => input.toleranceKind === 'absolute' || input.tolerance <= TYPE_LIMITS.relativeTolerance, {
      message: 'A relative tolerance is at most 1 (100 %)',
      path: ['tolerance'],
    }),
  z.object({
    type: z.literal('ordering'),
    /** In the right order. */
    items: z
      .array(text('An item'))
      .min(TYPE_LIMITS.ordering.min, `Put at least ${String(TYPE_LIMITS.ordering.min)} items in order`)
      .max(TYPE_LIMITS.ordering.max, `At most ${String(TYPE_LIMITS.ordering.max)} items`)
      .refine(distinct, 'The items must differ'),
  }),
  z
    .object({
      type: z.literal('matching'),
      pairs: z
        .array(z.object({ prompt: text('A prompt'), answer: text('An answer') }))
        .min(TYPE_LIMITS.matching.min, `At least ${String(TYPE_LIMITS.matching.min)} pairs`)
        .max(TYPE_LIMITS.matching.max, `At most ${String(TYPE_LIMITS.matching.max)} pairs`)
        .refine((pairs) => distinct(pairs.map((pair) => pair.prompt)), 'The prompts must differ'),
      distractors: z.array(text('A distractor')).max(TYPE_LIMITS.distractors, `At most ${String(TYPE_LIMITS.distractors)} distractors`).default([]),
    })
    .refine((input) => distinct([...input.pairs.map((pair) => pair.answer), ...input.distractors]), {
      message: 'The answers and distractors must differ',
      path: ['distractors'],
    }),
  z
    .object({
      type: z.literal('fill-blanks'),
      /** The text with its blanks as {{1}}, {{2}}, … */
      text: z.string().trim().min(1, 'The text cannot be empty').max(TYPE_LIMITS.blankText, `At most ${String(TYPE_LIMITS.blankText)} characters`),
      blanks: z
        .array(blankInput)
        .min(TYPE_LIMITS.blanks.min, 'Add at least one blank')
        .max(TYPE_LIMITS.blanks.max, `At most ${String(TYPE_LIMITS.blanks.max)} blanks`),
    })
    .refine(
      (input) => {
        const numbers = blankNumbersIn(input.text);
        return numbers.length === input.blanks.length && numbers.every((number, index) => number === index + 1);
      },
      { message: 'Mark each blank once in the text, in order: {{1}}, {{2}}, …', path: ['text'] },
    ),
]);
export type TypedQuestionInput = z.input<typeof typedQuestionInputSchema>;
export type TypedQuestionFields = z.output<typeof typedQuestionInputSchema>;
