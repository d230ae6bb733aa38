import { z } from 'zod';
import { optionIdSchema } from './question';

/**
 * `quizzes/{quizId}/private/answerKey`: the correct option ids of each question, by question id.
 * Only admins and functions read it; players never receive it.
 */
export const answerKeySchema = z.object({
  answers: z.record(z.string(), z.array(optionIdSchema).min(1)),
});
export type AnswerKey = z.output<typeof answerKeySchema>;
