import type { checkQuizForm, QuizFormCheck } from './quiz-form-resolver';
import type { QuizFormValues } from './quiz-form-values';

// The form's schema brings zod (about 26 KiB gzip): it loads when the form first validates (a
// field left, or a submit), or earlier when the form gets the focus, not with the page.
let loaded: typeof checkQuizForm | undefined;
let loading: Promise<typeof checkQuizForm> | undefined;

/** Fetches the schema once (again after a failed fetch); resolves to the form's check. */
export const loadQuizFormResolver = () =>
  (loading ??= import('./quiz-form-resolver').then(
    (module) => (loaded = module.checkQuizForm),
    (error: unknown) => {
      loading = undefined; // a failed fetch is tried again at the next validation
      throw error;
    },
  ));

/** Starts fetching the schema (the form calls it when it gets the focus). */
export const prefetchQuizFormResolver = () => void loadQuizFormResolver();

/** Checks the quiz form's values (shared/src/quiz-authoring.ts' createQuizSchema), fetching the schema on first use. */
export const checkQuizFormLazily = async (values: QuizFormValues): Promise<QuizFormCheck> => (loaded ?? (await loadQuizFormResolver()))(values);
