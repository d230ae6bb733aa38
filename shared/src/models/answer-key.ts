import { z } from 'zod/mini';
import { typedKeySchema } from '../question-types/model';
import { optionIdSchema } from './question';

/**
 * `quizzes/{quizId}/private/answerKey`: the correct option ids of each choice question, and the
 * key of each typed question (ADR 0035), by question id. Only admins and functions read it;
 * players never receive it.
 */
export const answerKeySchema = z.object({
  answers: z.record(z.string(), z.array(optionIdSchema).check(z.minLength(1))),
  /** Typed questions' keys (absent before the first typed question). */
  keys: z.optional(z.record(z.string(), typedKeySchema)),
});
export type AnswerKey = z.output<typeof answerKeySchema>;
