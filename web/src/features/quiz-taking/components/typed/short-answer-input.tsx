import { TYPE_LIMITS } from '@quizmaster/shared/question-types/limits';
import { TextInput, TypedHint } from './field-look';
import type { TypedInputProps } from './typed-answer';

/** A short answer: one line of text, matched by the server against the accepted answers. */
export default function ShortAnswerInput({ response, disabled, locked, labelledBy, describedBy, onRespond }: TypedInputProps<'short-answer'>) {
  const text = response && 'text' in response ? response.text : '';
  return (
    <>
      <TypedHint id={describedBy} locked={locked}>
        Type your answer.
      </TypedHint>
      <TextInput
        value={text}
        maxLength={TYPE_LIMITS.responseText}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => onRespond({ text: event.target.value })}
      />
    </>
  );
}
