import type { TypedType } from '@quizmaster/shared/question-types/limits';

/**
 * One question of each type (ADR 0035) as an author writes it: the body of
 * POST /api/v1/quizzes/{id}/questions. The emulator API tests and the browser tests play the same
 * questions, so the answers they give (Paris, 9.8 m/s2, Ant…Whale, …) are written against these.
 */

export type QuestionBody = Record<string, unknown>;

/** The ordering question's items, in the right order. */
export const RIGHT_ORDER: readonly string[] = ['Ant', 'Cat', 'Horse', 'Whale'];

/** The typed types, in the order the tests add and play them. */
export const TYPED_QUESTION_BODIES: Readonly<Record<TypedType, QuestionBody>> = {
  'short-answer': { type: 'short-answer', question: 'The capital of France?', accepted: [{ text: 'Paris' }, { text: 'Lutetia', credit: 50 }] },
  numeric: { type: 'numeric', question: 'Gravity on Earth, in m/s2?', value: 9.81, tolerance: 0.05, toleranceKind: 'absolute', units: [{ unit: 'm/s2', multiplier: 1 }], unitHint: 'm/s2' },
  ordering: { type: 'ordering', question: 'Smallest to largest', items: RIGHT_ORDER },
  matching: {
    type: 'matching',
    question: 'Match the capitals',
    pairs: [
      { prompt: 'France', answer: 'Paris' },
      { prompt: 'Italy', answer: 'Rome' },
      { prompt: 'Spain', answer: 'Madrid' },
    ],
    distractors: ['Lisbon'],
  },
  'fill-blanks': {
    type: 'fill-blanks',
    question: 'Fill in the blanks',
    text: 'Water boils at {{1}} degrees and is {{2}}.',
    blanks: [{ accepted: [{ text: '100' }] }, { choices: ['wet', 'dry'], answer: 0 }],
  },
};

/** A true/false question whose answer is False (option 2). */
export const TRUE_FALSE_BODY: QuestionBody = { type: 'true-false', question: 'The sun is cold.', answer: [2] };

/** The five typed questions, then the true/false one. */
export const EVERY_TYPE_BODIES: readonly QuestionBody[] = [...Object.values(TYPED_QUESTION_BODIES), TRUE_FALSE_BODY];
