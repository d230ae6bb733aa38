import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { TypedType } from '@quizmaster/shared/question-types/limits';
import type { TypedContent, TypedResponse } from '@quizmaster/shared/question-types/model';
import { typedInputLoaders } from './loaders';

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

const lazyView = (type: TypedType) => lazy(() => typedInputLoaders[type]().then((component) => ({ default: component })));
const views = {
  'short-answer': lazyView('short-answer'),
  numeric: lazyView('numeric'),
  ordering: lazyView('ordering'),
  matching: lazyView('matching'),
  'fill-blanks': lazyView('fill-blanks'),
};

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
