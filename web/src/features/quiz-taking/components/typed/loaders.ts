import type { TypedType } from '@quizmaster/shared/question-types/limits';

// One chunk per type, fetched when a question of that type is shown (or is next): a quiz of
// choice questions never loads them, and the page's first visit stays within its budget.
export const typedInputModules = {
  'short-answer': () => import('./short-answer-input'),
  numeric: () => import('./numeric-input'),
  ordering: () => import('./ordering-input'),
  matching: () => import('./matching-input'),
  'fill-blanks': () => import('./fill-blanks-input'),
} satisfies Record<TypedType, () => Promise<unknown>>;

/** Fetches a type's view ahead of its question (the player asks for the next question's). */
export const preloadTypedInput = (type: TypedType): void => void typedInputModules[type]().catch(() => undefined);
