import { z } from 'zod';
import { quizTypeSchema } from './quiz';

/** Option ids are the numbers 1, 2, 3… as the spec's API sends them. */
export const optionIdSchema = z.number().int().min(1);

export const questionOptionSchema = z.object({
  id: optionIdSchema,
  option: z.string().min(1),
});
export type QuestionOption = z.output<typeof questionOptionSchema>;

/**
 * `quizzes/{quizId}/questions/{questionId}`: what a player may see. Never the answer (that is in
 * the answer key). `quizType` is copied from the quiz so the security rules decide access from
 * the question alone, without reading the quiz document on every evaluation.
 */
export const questionSchema = z.object({
  question: z.string().min(1),
  options: z.array(questionOptionSchema).min(2),
  /** Position in the quiz, from 0. */
  order: z.number().int().min(0),
  quizType: quizTypeSchema,
});
export type Question = z.output<typeof questionSchema>;
