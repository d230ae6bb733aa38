import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType } from 'react';
import type { TypedType } from '@quizmaster/shared/question-types/limits';
import type { TypedContent, TypedResponse } from '@quizmaster/shared/question-types/model';
import { typedInputModules } from './loaders';

/** What every typed question's answer view takes (ADR 0035). */
export interface TypedInputProps<Type extends TypedType> {
  content: Extract<TypedContent, { type: Type }>;
  /** The response on screen, if the player gave one (a saved one on resume). */
  response: TypedResponse | undefined;
  /** Saving, or locked with its verdict (question-wise). */
  disabled: boolean;
  /** Locked with its verdict: the question view tells so in place of the view's hint. */
  locked: boolean;
  /** The question's heading: it names the answer's group. */
  labelledBy: string;
  /** The hint's id: the view shows it (TypedHint) unless the question is locked. */
  describedBy: string;
  onRespond: (response: TypedResponse) => void;
}

// Each view takes its own type's content: the record pairs them by the type.
const views = {
  'short-answer': lazy(typedInputModules['short-answer']),
  numeric: lazy(typedInputModules.numeric),
  ordering: lazy(typedInputModules.ordering),
  matching: lazy(typedInputModules.matching),
  'fill-blanks': lazy(typedInputModules['fill-blanks']),
} as Record<TypedType, ComponentType<TypedInputProps<TypedType>>>;

/** A typed question's answer: its type's view, loaded on demand. */
export function TypedAnswer(props: TypedInputProps<TypedType>) {
  const View = views[props.content.type];
  return (
    <Suspense fallback={<Skeleton h="12" rounded="l2" aria-busy="true" aria-label="Loading the answer field" />}>
      {/* Keyed by type: a new question of another type starts a fresh view. */}
      <View key={props.content.type} {...props} />
    </Suspense>
  );
}
