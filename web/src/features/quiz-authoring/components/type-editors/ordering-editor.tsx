import { Text } from '@chakra-ui/react';
import { TYPE_LIMITS } from '@quizmaster/shared/question-types/limits';
import type { TypedDraftOf } from '../../lib/typed-draft';
import { TextList, type EditorProps } from './parts';

/** Ordering: the items in the right order (players get them shuffled). */
export default function OrderingEditor({ value, onChange, errors }: EditorProps<TypedDraftOf<'ordering'>>) {
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        Write the items in the right order; players see them in another order.
      </Text>
      <TextList
        noun="Item"
        movable
        values={value.items}
        path="items"
        min={TYPE_LIMITS.ordering.min}
        max={TYPE_LIMITS.ordering.max}
        errors={errors}
        onChange={(items) => onChange({ ...value, items })}
      />
    </>
  );
}
