import type { TypedQuestionInput } from '@quizmaster/shared/question-types/input';
import type { checkTypedInput, TypedErrors } from './typed-check';

// The schema brings zod: it loads when a typed question is first checked, not with the page
// (as lazy-quiz-form-resolver.ts does for the quiz form).
let loading: Promise<typeof checkTypedInput> | undefined;

const load = () =>
  (loading ??= import('./typed-check').then(
    (module) => module.checkTypedInput,
    (error: unknown) => {
      loading = undefined; // a failed fetch is tried again at the next check
      throw error;
    },
  ));

/** Starts fetching the schema (the editor calls it when a typed type is picked). */
export const prefetchTypedCheck = () => void load().catch(() => undefined);

/** Each problem of a typed question's input by its field's path; {} when it passes. */
export const checkTypedLazily = async (input: TypedQuestionInput): Promise<TypedErrors> => (await load())(input);
