import { createQuizSchema, type CreateQuizInput } from '@quizmaster/shared/quiz-authoring';
import type { QuizFormValues } from './quiz-form-values';

/** The first problem of each field, in the shared rules' words. */
export type QuizFormErrors = Partial<Record<keyof QuizFormValues, string>>;

/** The form's values checked: the parsed input (trimmed text, numbers), or each field's problem. */
export type QuizFormCheck = { ok: true; input: CreateQuizInput } | { ok: false; errors: QuizFormErrors };

const schema = createQuizSchema();

/**
 * Checks the form's values with the API's own schema (shared/src/quiz-authoring.ts). The form
 * holds text ('' while a field is empty, which the schema's types do not allow); the schema
 * checks it and hands on the parsed values.
 */
export function checkQuizForm(values: QuizFormValues): QuizFormCheck {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors: QuizFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in errors)) errors[field as keyof QuizFormValues] = issue.message;
  }
  return { ok: false, errors };
}
