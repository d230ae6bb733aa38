import { TYPE_LIMITS } from '@quizmaster/shared/question-types/limits';
import type { TypedDraftOf } from '../../lib/typed-draft';
import { AcceptedList, type EditorProps } from './parts';

/** Short answer: the accepted answers with their credit, and whether case and accents count. */
export default function ShortAnswerEditor({ value, onChange, errors }: EditorProps<TypedDraftOf<'short-answer'>>) {
  return (
    <AcceptedList
      accepted={value.accepted}
      rules={value}
      path="accepted"
      max={TYPE_LIMITS.acceptedAnswers}
      errors={errors}
      onChange={(accepted, rules) => onChange({ ...value, ...rules, accepted })}
    />
  );
}
