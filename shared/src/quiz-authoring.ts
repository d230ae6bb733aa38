import { z } from 'zod';
import { optionIdSchema } from './models/question';
import { IMAGE_ALT_MESSAGE, IMAGE_ID_PATTERN, IMAGE_LIMITS } from './question-images';
import { QUIZ_TYPES, RESULT_TYPES, TIME_TYPES } from './models/quiz';
import { isStorableMillis } from './models/stored-date';
import { REVIEW_PARTS, REVIEW_TIMINGS } from './review-policy';
import { SCORING_MODES } from './scoring-modes';
import { ORDERING_CREDITS } from './question-types/limits';
import { typedQuestionInputSchema } from './question-types/input';
import { normalizeTag, QUIZ_LIMITS, tagProblem } from './quiz-authoring-rules';

/**
 * The rules for creating quizzes and questions, used by the Add Quiz form and by the API
 * (POST /createQuizDemo, /createQuestionDemo), so both refuse the same input with the same words.
 * The zod-free rules live in quiz-authoring-rules.ts (re-exported here).
 */
export * from './quiz-authoring-rules';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A cover: an https URL (Storage or elsewhere) or a built-in cover. With `storageEmulatorHost`
 * (the functions run beside the Storage emulator), that emulator's plain-http download URLs
 * count too.
 */
export function coverImageSchema(storageEmulatorHost?: string) {
  const sources = ['https:\\/\\/\\S+', '\\/covers\\/[\\w-]+\\.(svg|png|jpg|jpeg)'];
  if (storageEmulatorHost) sources.push(`http:\\/\\/${escapeRegExp(storageEmulatorHost)}\\/\\S+`);
  return z
    .string()
    .trim()
    .max(2048)
    .regex(new RegExp(`^(${sources.join('|')})$`), 'Expected an https URL or a built-in cover (/covers/…)');
}

/** Form inputs arrive as text ("3"); numbers are accepted as numbers or digit strings. */
const formNumber = (schema: z.ZodNumber) =>
  z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, 'Expected a number').transform(Number)]).pipe(schema);

/** A form's empty text or an API's null: the setting is off. */
const blank = z.union([z.literal(''), z.null()]).transform(() => null);

/**
 * An instant as ISO 8601 text with its offset (the form converts the admin's local time), or
 * blank. Only instants Firestore can store: "0000-01-01T00:00:00Z" is valid ISO text, but no
 * Timestamp holds it, so it is refused here rather than failing when the quiz is saved.
 */
const optionalInstant = z
  .union([
    blank,
    z.iso
      .datetime({ offset: true, message: 'Expected a date and time' })
      .refine((instant) => isStorableMillis(Date.parse(instant)), 'Expected a date from the year 1 to 9999'),
  ])
  .optional();

/**
 * How attempts are built and when they may start (ADR 0018): shuffles, a
 * random draw of N questions (from those tagged T), and the availability window. All optional.
 */
const attemptSettings = {
  shuffleQuestions: z.boolean().optional(),
  shuffleOptions: z.boolean().optional(),
  drawCount: z
    .union([
      blank,
      formNumber(
        z
          .number()
          .int('Use a whole number')
          .min(1, 'At least 1')
          .max(QUIZ_LIMITS.questions, `At most ${String(QUIZ_LIMITS.questions)}`),
      ),
    ])
    .optional(),
  drawTag: z
    .union([
      blank,
      z
        .string()
        .transform(normalizeTag)
        .transform((tag) => (tag === '' ? null : tag))
        .superRefine((tag, context) => {
          const problem = tag === null ? null : tagProblem(tag);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
    ])
    .optional(),
  opensAt: optionalInstant,
  closesAt: optionalInstant,
  reviewWhen: z.enum(REVIEW_TIMINGS).optional(),
  reviewShows: z
    .array(z.enum(REVIEW_PARTS))
    .transform((parts) => REVIEW_PARTS.filter((part) => parts.includes(part)))
    .optional(),
  /** Marks (percent, a whole number 1–100) an attempt needs for a certificate; blank: no certificates (ADR 0023). */
  passMark: z
    .union([blank, formNumber(z.number().int('Use a whole number').min(1, 'At least 1').max(100, 'At most 100'))])
    .optional(),
  /** Whether players see the quiz's leaderboard (ADR 0024). */
  leaderboard: z.boolean().optional(),
  /** How ordering questions earn points in the partial scoring modes (ADR 0035); exact when not given. */
  orderingCredit: z.enum(ORDERING_CREDITS).optional(),
};


/** POST /createQuizDemo's body, and the Add Quiz form. */
export function createQuizSchema(options: { storageEmulatorHost?: string } = {}) {
  return z.object({
    quizName: z
      .string()
      .trim()
      .min(1, 'Quiz name is required')
      .max(QUIZ_LIMITS.quizName, `At most ${String(QUIZ_LIMITS.quizName)} characters`),
    image: coverImageSchema(options.storageEmulatorHost),
    description: z
      .string()
      .trim()
      .min(1, 'Description is required')
      .max(QUIZ_LIMITS.description, `At most ${String(QUIZ_LIMITS.description)} characters`),
    quizType: z.enum(QUIZ_TYPES, 'Choose free or paid'),
    resultType: z.enum(RESULT_TYPES),
    timeType: z.enum(TIME_TYPES),
    retakeCount: formNumber(
      z
        .number()
        .int('Use a whole number')
        .min(0, 'At least 0')
        .max(QUIZ_LIMITS.retakeCount, `At most ${String(QUIZ_LIMITS.retakeCount)}`),
    ),
    /** Minutes. */
    allQTime: formNumber(
      z.number().positive('More than 0 minutes').max(QUIZ_LIMITS.allQTime, `At most ${String(QUIZ_LIMITS.allQTime)} minutes`),
    ),
    /** How multi-answer questions earn points; exact match (SPEC.md's rule) when not given. */
    scoringMode: z.enum(SCORING_MODES).optional(),
    ...attemptSettings,
  });
}
export type CreateQuizInput = z.input<ReturnType<typeof createQuizSchema>>;

/**
 * The versions an edit names, each refused (409) unless it is the quiz's current one, so two
 * admins editing at once never silently undo each other's changes. `expectedVersion`: the version
 * the editor loaded. `baseVersion`: the version the draft being saved was started from (ADR 0015);
 * a page that reloaded after a refusal shows a newer version than its draft was made from, and
 * the draft must not pass for one made from it. Both optional for API callers.
 */
export const editVersionFields = {
  expectedVersion: z.number().int().min(1).optional(),
  baseVersion: z.number().int().min(1).optional(),
};


/** PUT /quizzes/{quizId}: every field of the Add Quiz form, from the version the editor loaded. */
export function editQuizSchema(options: { storageEmulatorHost?: string } = {}) {
  return createQuizSchema(options).extend(editVersionFields);
}
export type EditQuizInput = z.input<ReturnType<typeof editQuizSchema>>;

/**
 * An image picked for a question or an option (ADR 0037): the id an upload answered, and the alt
 * text the author wrote. The server looks the image up for its size; an unknown id is refused.
 */
export const imageInputSchema = z.object({
  id: z.string('Upload the image first').regex(IMAGE_ID_PATTERN, 'Upload the image first'),
  alt: z
    .string(IMAGE_ALT_MESSAGE)
    .trim()
    .min(1, IMAGE_ALT_MESSAGE)
    .max(IMAGE_LIMITS.alt, `At most ${String(IMAGE_LIMITS.alt)} characters`),
});
export type ImageInput = z.input<typeof imageInputSchema>;

/** What every question has besides its type's fields: the text, an image, an explanation and tags. */
const questionFields = {
  question: z.string().trim().min(1).max(QUIZ_LIMITS.question),
  image: imageInputSchema.optional(),
  explanation: z
    .string()
    .trim()
    .max(QUIZ_LIMITS.explanation, `At most ${String(QUIZ_LIMITS.explanation)} characters`)
    .optional(),
  tags: z
    .array(
      z
        .string()
        .transform(normalizeTag)
        .superRefine((tag, context) => {
          const problem = tagProblem(tag);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
    )
    .max(QUIZ_LIMITS.tags, `At most ${String(QUIZ_LIMITS.tags)} tags`)
    .transform((tags) => [...new Set(tags)])
    .optional(),
};

const choiceOptions = z
  .array(z.object({ id: optionIdSchema, option: z.string().trim().min(1).max(QUIZ_LIMITS.option), image: imageInputSchema.optional() }))
  .min(QUIZ_LIMITS.options.min)
  .max(QUIZ_LIMITS.options.max);

/**
 * A question body (ADR 0035): a choice question (options and the right option ids; `type` absent,
 * `single` or `multiple`), a true/false one (the server stores the options True and False:
 * `answer` is [1] or [2]), or a typed one (`type` and typedQuestionInputSchema's fields).
 */
const choiceQuestion = z
  .object({
    ...questionFields,
    type: z.enum(['single', 'multiple']).optional(),
    options: choiceOptions,
    answer: z.array(optionIdSchema).min(1).max(QUIZ_LIMITS.answers),
  })
  .refine((body) => body.type !== 'single' || new Set(body.answer).size === 1, {
    message: 'A single-answer question has exactly one right option',
    path: ['answer'],
  });
const trueFalseQuestion = z.object({
  ...questionFields,
  type: z.literal('true-false'),
  /** 1: True, 2: False (TRUE_FALSE_OPTIONS). */
  answer: z
    .array(optionIdSchema)
    .refine((answer) => answer.length === 1 && (answer[0] === 1 || answer[0] === 2), 'Expected [1] (True) or [2] (False)'),
});
const [shortAnswer, numeric, ordering, matching, fillBlanks] = typedQuestionInputSchema.options;

/** POST /quizzes/{quizId}/questions: a question of any type. */
export const questionBodyInputSchema = z.discriminatedUnion('type', [
  choiceQuestion,
  trueFalseQuestion,
  shortAnswer.safeExtend(questionFields),
  numeric.safeExtend(questionFields),
  ordering.safeExtend(questionFields),
  matching.safeExtend(questionFields),
  fillBlanks.safeExtend(questionFields),
]);
export type QuestionBodyInput = z.input<typeof questionBodyInputSchema>;
export type QuestionBody = z.output<typeof questionBodyInputSchema>;

/** A question body with `extra` fields beside it (the quiz id, an edit's versions). */
export const questionBodySchema = <Extra extends z.ZodRawShape>(extra: Extra) => z.intersection(questionBodyInputSchema, z.object(extra));

/** POST /createQuestionDemo's body: a question of any type, with its quiz. */
export const createQuestionSchema = questionBodySchema({ quizId: z.string() });

/** PUT /quizzes/{quizId}/questions/{questionId}: a question's new content (any type), from the version the editor loaded. */
export const editQuestionSchema = questionBodySchema(editVersionFields);

/** A choice question's body (the editor's form before types): one member of createQuestionSchema. */
export type CreateQuestionInput = Extract<z.input<typeof createQuestionSchema>, { options: unknown }>;
/** A choice question's edit (the editor's form before types): one member of editQuestionSchema. */
export type EditQuestionInput = Extract<z.input<typeof editQuestionSchema>, { options: unknown }>;

/** PUT /quizzes/{quizId}/question-order: every question id of the quiz, once, in the new order. */
export const questionOrderSchema = z.object({
  questionIds: z.array(z.string().min(1).max(128)).min(1).max(QUIZ_LIMITS.questions),
  ...editVersionFields,
});
