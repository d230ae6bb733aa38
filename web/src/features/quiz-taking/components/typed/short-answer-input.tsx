import { Input } from '@/components/ui/plain-field';
import { TYPE_LIMITS } from '@quizmaster/shared/question-types/limits';
import type { TypedInputProps } from './typed-answer';

/** A short answer: one line of text, matched by the server against the accepted answers. */
export function ShortAnswerInput({ response, disabled, labelledBy, describedBy, onRespond }: TypedInputProps<'short-answer'>) {
  const text = response && 'text' in response ? response.text : '';
  return (
    <Input
      type="text"
      value={text}
      maxLength={TYPE_LIMITS.responseText}
      autoComplete="off"
      spellCheck={false}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onChange={(event) => onRespond({ text: event.target.value })}
    />
  );
}
