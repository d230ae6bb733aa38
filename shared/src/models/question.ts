import { z } from 'zod/mini';
import { IMAGE_ID_PATTERN, IMAGE_LIMITS } from '../question-images';
import { QUESTION_TYPES } from '../question-types/limits';
import { typedContentSchema } from '../question-types/model';
import { quizTypeSchema } from './quiz';
import { storedDate } from './stored-date';

/** Option ids are the numbers 1, 2, 3… as the spec's API sends them. */
export const optionIdSchema = z.int().check(z.minimum(1));

/** A question's or an option's image (ADR 0037, shared/src/question-images.ts): its size comes from the stored image, never from the client. */
export const imageRefSchema = z.object({
  id: z.string().check(z.regex(IMAGE_ID_PATTERN)),
  alt: z.string().check(z.minLength(1), z.maxLength(IMAGE_LIMITS.alt)),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  widths: z.array(z.int().check(z.positive())).check(z.minLength(1)),
});

export const questionOptionSchema = z.object({
  id: optionIdSchema,
  option: z.string().check(z.minLength(1)),
  /** The option's math and code as HTML, rendered when the admin saved (ADR 0036); absent when the text has none. */
  html: z.optional(z.string()),
  /** A choice option's image (ADR 0037), beside its text. */
  image: z.optional(imageRefSchema),
});
export type QuestionOption = z.output<typeof questionOptionSchema>;

/**
 * `quizzes/{quizId}/questions/{questionId}`: what a player may see, inside an attempt (the rules
 * let only admins read questions; players get them from the API). Never the answer (that is in
 * the answer key). `quizType` is copied from the quiz, so a question read on its own says
 * whether it belongs to a paid quiz.
 */
export const questionSchema = z
  .object({
    question: z.string().check(z.minLength(1)),
    /**
     * The HTML of the question's math and code, rendered when the admin saved (ADR 0036), served
     * beside `question`; absent when the text has none. An option's is its `html`.
     */
    questionHtml: z.optional(z.string()),
    /** An image shown with the question's text (ADR 0037), any type. */
    image: z.optional(imageRefSchema),
    /** A choice question's options (at least 2); empty for a typed question, whose `content` holds what it shows. */
    options: z.array(questionOptionSchema),
    /**
     * The question's type (ADR 0035). Absent: a choice question, single or multiple as its key
     * says. `true-false` questions have the options True (1) and False (2).
     */
    type: z.optional(z.enum(QUESTION_TYPES)),
    /** Typed questions only: what a player sees besides the text (items, prompts and answers, blanks), never the key. */
    content: z.optional(typedContentSchema),
    /** Position in the quiz, from 0. */
    order: z.int().check(z.minimum(0)),
    quizType: quizTypeSchema,
    /**
     * Why the right answer is right, written by the admin; shown only in a review the quiz's policy
     * allows (the API never serves it with the question). Absent or '' when there is none.
     */
    explanation: z.optional(z.string()),
    /** The explanation's HTML (ADR 0036), shown only where the explanation is; absent when it has no markup. */
    explanationHtml: z.optional(z.string()),
    /** Normalized tags (normalizeTag in shared/src/quiz-authoring.ts), for question banks and random draws. */
    tags: z.optional(z.array(z.string())),
    /**
     * Goes up by one with every edit of the question's content (0 when absent). Each attempt's key
     * records the revision it was served, and an edit keeps the content it replaces as that
     * revision (questionRevisionSchema), so a review shows what the player saw.
     */
    revision: z.optional(z.int().check(z.minimum(0))),
  })
  .check(
    z.refine((question) => (question.content ? question.options.length === 0 && question.type === question.content.type : question.options.length >= 2), {
      message: 'A choice question has at least 2 options; a typed question has none, and content of its type',
      path: ['options'],
    }),
  );
export type Question = z.output<typeof questionSchema>;

/**
 * `quizzes/{quizId}/questions/{questionId}/revisions/{revision}`: a question's content as it was
 * in that revision, kept when an edit or a deletion replaced it (server-only, like the answer
 * key: a review of an attempt that saw it is the only way out).
 */
export const questionRevisionSchema = z.object({
  question: z.string(),
  options: z.array(questionOptionSchema),
  /** The type and typed content of that revision (ADR 0035), for typed questions and true/false. */
  type: z.optional(z.enum(QUESTION_TYPES)),
  content: z.optional(typedContentSchema),
  explanation: z.optional(z.string()),
  /** That revision's rendered HTML (ADR 0036), as on the question. */
  questionHtml: z.optional(z.string()),
  explanationHtml: z.optional(z.string()),
  /** That revision's question image (ADR 0037); options carry theirs. */
  image: z.optional(imageRefSchema),
  /** When it was replaced. */
  replacedAt: storedDate,
});
export type QuestionRevision = z.output<typeof questionRevisionSchema>;

/** A stored question's revision number (questions written before revisions are revision 0). */
export const questionRevisionOf = (question: Pick<Question, 'revision'>): number => question.revision ?? 0;
