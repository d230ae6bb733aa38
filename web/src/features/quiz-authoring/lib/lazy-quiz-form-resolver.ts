import type { Resolver } from 'react-hook-form';
import type { QuizFormValues } from './quiz-form-values';

// The form's schema brings zod (about 26 KiB gzip): it loads when the form first validates (a
// field left, or a submit), or earlier when the form gets the focus, not with the page.
let loaded: Resolver<QuizFormValues> | undefined;
let loading: Promise<Resolver<QuizFormValues>> | undefined;

/** Fetches the schema once (again after a failed fetch); resolves to the form's resolver. */
export const loadQuizFormResolver = () =>
  (loading ??= import('./quiz-form-resolver').then(
    (module) => (loaded = module.quizFormResolver),
    (error: unknown) => {
      loading = undefined; // a failed fetch is tried again at the next validation
      throw error;
    },
  ));

/** Starts fetching the schema (the form calls it when it gets the focus). */
export const prefetchQuizFormResolver = () => void loadQuizFormResolver();

/** The quiz form's resolver (shared/src/quiz-authoring.ts' createQuizSchema), fetched on first use. */
export const lazyQuizFormResolver: Resolver<QuizFormValues> = (values, context, options) =>
  loaded ? loaded(values, context, options) : loadQuizFormResolver().then((resolver) => resolver(values, context, options));
