import { z } from 'zod/mini';
import { quizTypeSchema } from './quiz';

/** Option ids are the numbers 1, 2, 3… as the spec's API sends them. */
export const optionIdSchema = z.int().check(z.minimum(1));

export const questionOptionSchema = z.object({
  id: optionIdSchema,
  option: z.string().check(z.minLength(1)),
});
export type QuestionOption = z.output<typeof questionOptionSchema>;

/**
 * `quizzes/{quizId}/questions/{questionId}`: what a player may see, inside an attempt (the rules
 * let only admins read questions; players get them from the API). Never the answer (that is in
 * the answer key). `quizType` is copied from the quiz, so a question read on its own says
 * whether it belongs to a paid quiz.
 */
export const questionSchema = z.object({
  question: z.string().check(z.minLength(1)),
  options: z.array(questionOptionSchema).check(z.minLength(2)),
  /** Position in the quiz, from 0. */
  order: z.int().check(z.minimum(0)),
  quizType: quizTypeSchema,
  /**
   * Why the right answer is right, written by the admin; shown only in a review the quiz's policy
   * allows (the API never serves it with the question). Absent or '' when there is none.
   */
  explanation: z.optional(z.string()),
  /** Normalized tags (normalizeTag in shared/src/quiz-authoring.ts), for question banks and random draws. */
  tags: z.optional(z.array(z.string())),
});
export type Question = z.output<typeof questionSchema>;
