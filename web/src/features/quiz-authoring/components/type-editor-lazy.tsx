import { lazy, Suspense, type ComponentType } from 'react';
import type { TypedType } from '@quizmaster/shared/question-types/limits';
import type { TypedErrors } from '../lib/typed-check';
import type { TypedDraft, TypedDraftOf } from '../lib/typed-draft';
import type { EditorProps } from './type-editors/parts';

/*
 * Each typed type's editor is its own chunk, loaded when an admin picks that type or opens such
 * a question: Add Quiz and Edit Quiz carry only the choice editor until then (the pages' budgets).
 */
type Editors = { [T in TypedType]: ComponentType<EditorProps<TypedDraftOf<T>>> };
const EDITORS: Editors = {
  'short-answer': lazy(() => import('./type-editors/short-answer-editor')),
  numeric: lazy(() => import('./type-editors/numeric-editor')),
  ordering: lazy(() => import('./type-editors/ordering-editor')),
  matching: lazy(() => import('./type-editors/matching-editor')),
  'fill-blanks': lazy(() => import('./type-editors/fill-blanks-editor')),
};

interface TypeEditorProps {
  value: TypedDraft;
  onChange: (next: TypedDraft) => void;
  errors: TypedErrors;
}

/** The editor of the draft's type. */
export function TypeEditor({ value, onChange, errors }: TypeEditorProps) {
  // The editor map is indexed by the draft's own type: its props match that draft.
  const Editor = EDITORS[value.type] as ComponentType<EditorProps<TypedDraft>>;
  return (
    <Suspense fallback={<span role="status">Loading the editor…</span>}>
      <Editor value={value} onChange={onChange} errors={errors} />
    </Suspense>
  );
}
