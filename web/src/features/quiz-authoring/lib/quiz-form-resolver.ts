import { ORDERING_CREDITS, type OrderingCredit } from '@quizmaster/shared/question-types/limits';
import { createQuizSchema, type CreateQuizInput } from '@quizmaster/shared/quiz-authoring';
import type { QuizFormValues } from './quiz-form-values';

/** The first problem of each field, in the shared rules' words. */
export type QuizFormErrors = Partial<Record<keyof QuizFormValues, string>>;

/** The form's values checked: the parsed input (trimmed text, numbers), or each field's problem. */
export type QuizFormCheck = { ok: true; input: CreateQuizInput & { orderingCredit?: OrderingCredit } } | { ok: false; errors: QuizFormErrors };

/** The ordering credit the form holds, when it is one (the select offers nothing else). */
const orderingCreditOf = (value: string): OrderingCredit | undefined => ORDERING_CREDITS.find((credit) => credit === value);

const schema = createQuizSchema();

/**
 * Checks the form's values with the API's own schema (shared/src/quiz-authoring.ts). The form
 * holds text ('' while a field is empty, which the schema's types do not allow); the schema
 * checks it and hands on the parsed values.
 */
export function checkQuizForm(values: QuizFormValues): QuizFormCheck {
  const result = schema.safeParse(values);
  if (result.success) {
    // The ordering credit (ADR 0035) counts only in the partial modes: sent with them only.
    const { orderingCredit: _parsed, ...parsed } = result.data;
    const orderingCredit = parsed.scoringMode && parsed.scoringMode !== 'exact' ? orderingCreditOf(values.orderingCredit) : undefined;
    return { ok: true, input: { ...parsed, ...(orderingCredit ? { orderingCredit } : {}) } };
  }
  const errors: QuizFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in errors)) errors[field as keyof QuizFormValues] = issue.message;
  }
  return { ok: false, errors };
}
