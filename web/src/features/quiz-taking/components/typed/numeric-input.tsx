import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { TYPE_LIMITS } from '@quizmaster/shared/question-types/limits';
import { TextInput, TypedHint } from './field-look';
import type { TypedInputProps } from './typed-answer';

/**
 * A numeric answer: typed as text (a decimal keyboard on phones), so "1,5" or "3 cm" reach the
 * server as written; the server parses it against the key's value, tolerance and units.
 */
export default function NumericInput({ content, response, disabled, locked, labelledBy, describedBy, onRespond }: TypedInputProps<'numeric'>) {
  const unitId = useId();
  const text = response && 'text' in response ? response.text : '';
  const unit = content.unitHint?.trim();
  return (
    <>
      <TypedHint id={describedBy} locked={locked}>
        Type a number.
      </TypedHint>
      <HStack gap="3" align="center">
        <TextInput
          inputMode="decimal"
          value={text}
          maxLength={TYPE_LIMITS.responseText}
          aria-labelledby={labelledBy}
          aria-describedby={unit ? `${describedBy} ${unitId}` : describedBy}
          disabled={disabled}
          flex="1"
          minW="0"
          maxW="20rem"
          onChange={(event) => onRespond({ text: event.target.value })}
        />
        {unit ? (
          <Text id={unitId} color="fg.muted" fontWeight="medium" flexShrink={0}>
            <VisuallyHidden>Unit: </VisuallyHidden>
            {unit}
          </Text>
        ) : null}
      </HStack>
    </>
  );
}
