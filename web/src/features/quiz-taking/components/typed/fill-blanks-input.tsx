import { chakra, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { TYPE_LIMITS } from '@quizmaster/shared/question-types/limits';
import type { BlankContent } from '@quizmaster/shared/question-types/model';
import { BlankTextPiece } from '@/components/ui/blank-text-piece';
import { blankTextParts } from '@/lib/blank-text';
import { blankLabel, without } from '../../lib/typed-answers';
import { TypedHint } from './field-look';
import type { TypedInputProps } from './typed-answer';

const blankLook = {
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  rounded: 'l1',
  bg: 'bg',
  px: '2',
  py: '0.5',
  mx: '1',
  my: '0.5',
  maxW: '100%',
  verticalAlign: 'baseline',
  _focusVisible: { outline: '2px solid', outlineColor: 'purple.focusRing', outlineOffset: '1px' },
  _disabled: { opacity: 0.7, cursor: 'default' },
} as const;

/**
 * Fill in the blanks: the text with, at each {{n}}, a text input or a native select of that
 * blank's choices. Each is labelled "Blank n of m"; the question's heading names the group.
 */
export default function FillBlanksInput({ content, response, disabled, locked, labelledBy, describedBy, onRespond }: TypedInputProps<'fill-blanks'>) {
  const parts = useMemo(() => blankTextParts(content.text), [content.text]);
  const answers = response && 'blanks' in response ? response.blanks : {};
  const total = content.blanks.length;
  const answer = (blank: BlankContent, value: string | number) => {
    onRespond({ blanks: value === '' ? without(answers, String(blank.id)) : { ...answers, [String(blank.id)]: value } });
  };
  return (
    <>
      <TypedHint id={describedBy} locked={locked}>
        Fill in every blank.
      </TypedHint>
      <Text role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} lineHeight="2.4" textStyle="md">
        {parts.map((part, index) => {
          const blank = part.kind === 'blank' ? content.blanks[part.number - 1] : undefined;
          if (part.kind === 'text') return <BlankTextPiece key={index} text={part.text} html={content.textHtml?.[part.piece]} />;
          if (!blank) return <chakra.span key={index}>{`{{${String(part.number)}}}`}</chakra.span>;
          const label = blankLabel(part.number, total);
          const value = answers[String(blank.id)];
          if (blank.kind === 'choice') {
            return (
              <chakra.select
                key={index}
                aria-label={label}
                value={value === undefined ? '' : String(value)}
                disabled={disabled}
                onChange={(event) => answer(blank, event.target.value === '' ? '' : Number(event.target.value))}
                {...blankLook}
              >
                <option value="">Choose…</option>
                {blank.choices.map((choice) => (
                  <option key={choice.id} value={String(choice.id)}>
                    {choice.text}
                  </option>
                ))}
              </chakra.select>
            );
          }
          return (
            <chakra.input
              key={index}
              type="text"
              aria-label={label}
              value={typeof value === 'string' ? value : ''}
              maxLength={TYPE_LIMITS.responseText}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              w="9em"
              onChange={(event) => answer(blank, event.target.value)}
              {...blankLook}
            />
          );
        })}
      </Text>
    </>
  );
}
