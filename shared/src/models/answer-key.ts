import { z } from 'zod/mini';
import { optionIdSchema } from './question';

/**
 * `quizzes/{quizId}/private/answerKey`: the correct option ids of each question, by question id.
 * Only admins and functions read it; players never receive it.
 */
export const answerKeySchema = z.object({
  answers: z.record(z.string(), z.array(optionIdSchema).check(z.minLength(1))),
});
export type AnswerKey = z.output<typeof answerKeySchema>;
