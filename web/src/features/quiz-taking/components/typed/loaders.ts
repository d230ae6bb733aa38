import type { ComponentType } from 'react';
import type { TypedType } from '@quizmaster/shared/question-types/limits';
import type { TypedInputProps } from './typed-answer';

export type AnyTypedInput = ComponentType<TypedInputProps<TypedType>>;

// One chunk per type, fetched when a question of that type is shown (or is next): a quiz of
// choice questions never loads them, and the page's first visit stays within its budget.
export const typedInputLoaders: Record<TypedType, () => Promise<AnyTypedInput>> = {
  'short-answer': () => import('./short-answer-input').then((module) => module.ShortAnswerInput as AnyTypedInput),
  numeric: () => import('./numeric-input').then((module) => module.NumericInput as AnyTypedInput),
  ordering: () => import('./ordering-input').then((module) => module.OrderingInput as AnyTypedInput),
  matching: () => import('./matching-input').then((module) => module.MatchingInput as AnyTypedInput),
  'fill-blanks': () => import('./fill-blanks-input').then((module) => module.FillBlanksInput as AnyTypedInput),
};

/** Fetches a type's view ahead of its question (the player asks for the next question's). */
export const preloadTypedInput = (type: TypedType): void => void typedInputLoaders[type]().catch(() => undefined);
