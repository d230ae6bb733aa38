import { z } from 'zod/mini';

/**
 * `quizzes/{quizId}/wrongAnswers/{questionId}~{hash}`: how many submissions gave one wrong text to
 * a short-answer question (ADR 0035; the text normalized and cut at 60 characters, wrongTextOf).
 * Wrong texts are unbounded, so they are counted here, a document each, rather than in the item
 * statistics shards; the report reads the most frequent few of each question. Server-only.
 */
export const wrongAnswerSchema = z.object({
  questionId: z.string().check(z.minLength(1)),
  text: z.string().check(z.maxLength(60)),
  count: z.int().check(z.minimum(0)),
});
export type WrongAnswer = z.output<typeof wrongAnswerSchema>;

/** How many wrong texts of a question the item analysis shows. */
export const WRONG_ANSWERS_SHOWN = 5;
