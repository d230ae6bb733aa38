import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { TypedType } from '@quizmaster/shared/question-types/limits';
import type { TypedContent, TypedResponse } from '@quizmaster/shared/question-types/model';

/** What every typed question's answer view takes (ADR 0035). */
export interface TypedInputProps<Type extends TypedType> {
  content: Extract<TypedContent, { type: Type }>;
  /** The response on screen, if the player gave one (a saved one on resume). */
  response: TypedResponse | undefined;
  /** Saving, or locked with its verdict (question-wise). */
  disabled: boolean;
  /** The question's heading: it names the answer's group. */
  labelledBy: string;
  /** The hint under the heading. */
  describedBy: string;
  onRespond: (response: TypedResponse) => void;
}

type AnyTypedInput = ComponentType<TypedInputProps<TypedType>>;

// One chunk per type, fetched when a question of that type is shown (or next): a quiz page with
// choice questions only never loads them, and the page's first visit stays within its budget.
const loaders: Record<TypedType, () => Promise<AnyTypedInput>> = {
  'short-answer': () => import('./short-answer-input').then((module) => module.ShortAnswerInput as AnyTypedInput),
  numeric: () => import('./numeric-input').then((module) => module.NumericInput as AnyTypedInput),
  ordering: () => import('./ordering-input').then((module) => module.OrderingInput as AnyTypedInput),
  matching: () => import('./matching-input').then((module) => module.MatchingInput as AnyTypedInput),
  'fill-blanks': () => import('./fill-blanks-input').then((module) => module.FillBlanksInput as AnyTypedInput),
};

/** Fetches a type's view ahead of its question (the player asks for the next question's). */
export const preloadTypedInput = (type: TypedType): void => void loaders[type]().catch(() => undefined);

const views = new Map<TypedType, LazyExoticComponent<AnyTypedInput>>();
const viewOf = (type: TypedType) => {
  let view = views.get(type);
  if (!view) {
    view = lazy(() => loaders[type]().then((component) => ({ default: component })));
    views.set(type, view);
  }
  return view;
};

/** A typed question's answer: its type's view, loaded on demand. */
export function TypedAnswer(props: TypedInputProps<TypedType>) {
  const View = viewOf(props.content.type);
  return (
    <Suspense fallback={<Skeleton h="12" rounded="l2" aria-busy="true" aria-label="Loading the answer field" />}>
      {/* Keyed by type: a new question of another type starts a fresh view. */}
      <View key={props.content.type} {...props} />
    </Suspense>
  );
}
