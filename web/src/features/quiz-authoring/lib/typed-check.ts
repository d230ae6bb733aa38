import type { z } from 'zod';
import { typedQuestionInputSchema, type TypedQuestionInput } from '@quizmaster/shared/question-types/input';

/** Each problem by its field's path ("accepted.0.text", "items"), in the schema's words. */
export type TypedErrors = Record<string, string>;

type Issue = z.core.$ZodIssue;

/**
 * A blank is a union (typed in, or chosen): when it fails both, its problems are those of the
 * branch it fails least (the other branch's are about keys the blank does not have).
 */
function flatten(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): { path: string; message: string }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const branch = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      return flatten(branch, path);
    }
    return [{ path: path.map(String).join('.'), message: issue.message }];
  });
}

/** Checks a typed question's input with the API's schema (shared/src/question-types/input.ts); {} when it passes. */
export function checkTypedInput(input: TypedQuestionInput): TypedErrors {
  const result = typedQuestionInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: TypedErrors = {};
  for (const { path, message } of flatten(result.error.issues)) errors[path] ??= message;
  return errors;
}
