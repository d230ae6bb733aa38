import { z } from 'zod/mini';
import { TYPE_LIMITS } from './limits';

/**
 * The stored shapes of the typed questions (ADR 0035): what a player may see (`content`, on the
 * question document), what the server scores against (`key`, in the answer key and each
 * attempt's key) and what a player answers (`response`, in the attempt).
 *
 * Ids of items, prompts, answers and choices are small numbers the server assigns at random when
 * the question is saved (buildTypedQuestion): they never tell the right order or pairing.
 */
const itemId = z.int().check(z.minimum(1), z.maximum(99));
const itemText = z.string().check(z.minLength(1), z.maxLength(TYPE_LIMITS.itemText));
const item = z.object({ id: itemId, text: itemText });
export type TypedItem = z.output<typeof item>;

/** One blank of a fill-in-the-blanks text: typed in, or chosen from a list. */
const blankContent = z.union([
  z.object({ id: itemId, kind: z.literal('text') }),
  z.object({ id: itemId, kind: z.literal('choice'), choices: z.array(item).check(z.minLength(2), z.maxLength(TYPE_LIMITS.blankChoices.max)) }),
]);
export type BlankContent = z.output<typeof blankContent>;

/** The question document's `content`: what a player sees besides the question text. */
export const typedContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('short-answer') }),
  /** `unitHint`: shown beside the input ("m", "kg"); the accepted units are in the key. */
  z.object({ type: z.literal('numeric'), unitHint: z.optional(z.string().check(z.maxLength(TYPE_LIMITS.unit))) }),
  /** The items, stored (and served) in an order that is not the answer. */
  z.object({ type: z.literal('ordering'), items: z.array(item).check(z.minLength(TYPE_LIMITS.ordering.min), z.maxLength(TYPE_LIMITS.ordering.max)) }),
  /** Each prompt is paired with one of `answers`, which holds distractors too. */
  z.object({
    type: z.literal('matching'),
    prompts: z.array(item).check(z.minLength(TYPE_LIMITS.matching.min), z.maxLength(TYPE_LIMITS.matching.max)),
    answers: z.array(item).check(z.minLength(TYPE_LIMITS.matching.min), z.maxLength(TYPE_LIMITS.matching.max + TYPE_LIMITS.distractors)),
  }),
  /** `text` holds the blanks as {{1}}, {{2}}, … in order; `blanks[i]` is blank i + 1. */
  z.object({
    type: z.literal('fill-blanks'),
    text: z.string().check(z.minLength(1)),
    blanks: z.array(blankContent).check(z.minLength(TYPE_LIMITS.blanks.min), z.maxLength(TYPE_LIMITS.blanks.max)),
    /**
     * The server's HTML of the text's math and code (ADR 0036), written on save only when it has
     * some: one piece per stretch of text around the markers (textAroundBlanks), each rendered on
     * its own, so the view puts its inputs between whole pieces of HTML.
     */
    textHtml: z.optional(z.array(z.string()).check(z.maxLength(TYPE_LIMITS.blanks.max + 1))),
  }),
]);
export type TypedContent = z.output<typeof typedContentSchema>;

/** One accepted text answer and the share of the 5 points it earns (100: all of them). */
const acceptedAnswer = z.object({ text: itemText, credit: z.int().check(z.minimum(1), z.maximum(100)) });
export type AcceptedAnswer = z.output<typeof acceptedAnswer>;

/** How typed text is compared with the accepted answers (spaces at the ends and repeated ones never count). */
const matchingRules = {
  caseSensitive: z.optional(z.boolean()),
  /** Off by default: "Zurich" matches "Zürich". */
  accentSensitive: z.optional(z.boolean()),
};
export type TextMatching = { caseSensitive?: boolean; accentSensitive?: boolean };

const unit = z.object({
  unit: z.string().check(z.minLength(1), z.maxLength(TYPE_LIMITS.unit)),
  /** What one of this unit is in the value's unit (value in m: "cm" is 0.01). */
  multiplier: z.number().check(z.positive()),
});
export type NumericUnit = z.output<typeof unit>;

const blankKey = z.union([
  z.object({ kind: z.literal('text'), accepted: z.array(acceptedAnswer).check(z.minLength(1), z.maxLength(TYPE_LIMITS.acceptedAnswers)), ...matchingRules }),
  /** `authorOrder`: the choice ids in the order the author wrote them (the editor and exports show that order). */
  z.object({ kind: z.literal('choice'), choiceId: itemId, authorOrder: z.optional(z.array(itemId)) }),
]);
export type BlankKey = z.output<typeof blankKey>;

/** The answer key's `keys[questionId]`: what a typed question is scored against (server-only). */
export const typedKeySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('short-answer'), accepted: z.array(acceptedAnswer).check(z.minLength(1), z.maxLength(TYPE_LIMITS.acceptedAnswers)), ...matchingRules }),
  z.object({
    type: z.literal('numeric'),
    value: z.number(),
    tolerance: z.number().check(z.minimum(0)),
    toleranceKind: z.enum(['absolute', 'relative']),
    units: z.optional(z.array(unit).check(z.maxLength(TYPE_LIMITS.units))),
    /** A bare number is refused when units are given and this is true. */
    unitRequired: z.optional(z.boolean()),
  }),
  /** Item ids in the right order. */
  z.object({ type: z.literal('ordering'), order: z.array(itemId) }),
  /** The right answer id of each prompt id. */
  /** `authorOrder`: the answer ids (distractors last) in the order the author wrote them. */
  z.object({ type: z.literal('matching'), pairs: z.record(z.string(), itemId), authorOrder: z.optional(z.array(itemId)) }),
  /** Each blank's key by blank id. */
  z.object({ type: z.literal('fill-blanks'), blanks: z.record(z.string(), blankKey) }),
]);
export type TypedKey = z.output<typeof typedKeySchema>;

/** A response names at most this many prompts or blanks (a record's size is otherwise unbounded). */
const atMostEntries = (count: number) => z.refine<Record<string, unknown>>((record) => Object.keys(record).length <= count, `At most ${String(count)} entries`);

const responseText = z.string().check(z.maxLength(TYPE_LIMITS.responseText));

/** A player's answer to a typed question (the attempt's `responses[questionId]`, the save-answer body's `answer`). */
export const typedResponseSchema = z.union([
  /** Short answer and numeric: what the player typed. */
  z.object({ text: responseText }),
  /** Ordering: every item id, in the player's order. */
  z.object({ order: z.array(itemId).check(z.maxLength(TYPE_LIMITS.ordering.max)) }),
  /** Matching: the answer id chosen for each prompt id (prompts left out are unanswered). */
  z.object({ matches: z.record(z.string().check(z.maxLength(2)), itemId).check(atMostEntries(TYPE_LIMITS.matching.max)) }),
  /** Fill in the blanks: by blank id, the text typed or the choice id chosen. */
  z.object({ blanks: z.record(z.string().check(z.maxLength(2)), z.union([responseText, itemId])).check(atMostEntries(TYPE_LIMITS.blanks.max)) }),
]);
export type TypedResponse = z.output<typeof typedResponseSchema>;
