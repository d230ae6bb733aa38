import { chakra, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { without } from '../../lib/typed-answers';
import { SelectInput, TypedHint } from './field-look';
import type { TypedInputProps } from './typed-answer';

/**
 * Matching: each prompt with a native select of the answers (distractors among them). Native, so
 * phones show their own picker and the keyboard and screen readers need nothing more.
 */
export default function MatchingInput({ content, response, disabled, locked, labelledBy, describedBy, onRespond }: TypedInputProps<'matching'>) {
  const matches = response && 'matches' in response ? response.matches : {};
  const choose = (promptId: number, value: string) => {
    onRespond({ matches: value === '' ? without(matches, String(promptId)) : { ...matches, [String(promptId)]: Number(value) } });
  };
  return (
    <>
      <TypedHint id={describedBy} locked={locked}>
        Choose the answer that goes with each item.
      </TypedHint>
      <Stack role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} gap="3">
        {content.prompts.map((prompt) => (
          <MatchRow
            key={prompt.id}
            prompt={prompt.text}
            answers={content.answers}
            chosen={matches[String(prompt.id)]}
            disabled={disabled}
            onChoose={(value) => choose(prompt.id, value)}
          />
        ))}
      </Stack>
    </>
  );
}

function MatchRow({
  prompt,
  answers,
  chosen,
  disabled,
  onChoose,
}: {
  prompt: string;
  answers: readonly { id: number; text: string }[];
  chosen: number | undefined;
  disabled: boolean;
  onChoose: (value: string) => void;
}) {
  const id = useId();
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1.5', sm: '4' }} align={{ base: 'stretch', sm: 'center' }} borderWidth="1px" rounded="l2" px="4" py="3">
      <chakra.label htmlFor={id} flex="1" fontWeight="medium" textStyle="sm">
        {prompt}
      </chakra.label>
      <chakra.div flex={{ base: 'none', sm: '1' }} minW="0">
        <SelectInput id={id} value={chosen === undefined ? '' : String(chosen)} disabled={disabled} onChange={(event) => onChoose(event.target.value)}>
          <option value="">Choose an answer…</option>
          {answers.map((answer) => (
            <option key={answer.id} value={String(answer.id)}>
              {answer.text}
            </option>
          ))}
        </SelectInput>
      </chakra.div>
    </Stack>
  );
}
