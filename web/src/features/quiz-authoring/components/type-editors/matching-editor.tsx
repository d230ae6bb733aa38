import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuX } from 'react-icons/lu';
import { TYPE_LIMITS } from '@quizmaster/shared/question-types/limits';
import type { TypedDraftOf } from '../../lib/typed-draft';
import { GroupError, TextInput, TextList, type EditorProps } from './parts';

type Pair = TypedDraftOf<'matching'>['pairs'][number];

/** Matching: each prompt with its answer, and distractors (answers that match no prompt). */
export default function MatchingEditor({ value, onChange, errors }: EditorProps<TypedDraftOf<'matching'>>) {
  const setPair = (index: number, change: Partial<Pair>) => onChange({ ...value, pairs: value.pairs.map((pair, at) => (at === index ? { ...pair, ...change } : pair)) });
  return (
    <Stack gap="4">
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          Pairs: each prompt with its right answer.
        </Text>
        {value.pairs.map((pair, index) => {
          const number = String(index + 1);
          return (
            <HStack key={index} gap="2" align="start">
              <TextInput label={`Prompt ${number}`} value={pair.prompt} onChange={(prompt) => setPair(index, { prompt })} error={errors[`pairs.${String(index)}.prompt`]} />
              <Text pt="2" aria-hidden>
                →
              </Text>
              <TextInput label={`Answer ${number}`} value={pair.answer} onChange={(answer) => setPair(index, { answer })} error={errors[`pairs.${String(index)}.answer`]} />
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Remove pair ${number}`}
                disabled={value.pairs.length <= TYPE_LIMITS.matching.min}
                onClick={() => onChange({ ...value, pairs: value.pairs.filter((_, at) => at !== index) })}
              >
                <LuX />
              </IconButton>
            </HStack>
          );
        })}
        <GroupError message={errors.pairs} />
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          disabled={value.pairs.length >= TYPE_LIMITS.matching.max}
          onClick={() => onChange({ ...value, pairs: [...value.pairs, { prompt: '', answer: '' }] })}
        >
          <LuPlus aria-hidden /> Add pair
        </Button>
      </Stack>
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontSize="sm" color="fg.muted" mb="2">
          Distractors (optional): answers that match no prompt.
        </Text>
        <TextList
          noun="Distractor"
          values={value.distractors}
          path="distractors"
          min={0}
          max={TYPE_LIMITS.distractors}
          errors={errors}
          onChange={(distractors) => onChange({ ...value, distractors })}
        />
      </Stack>
    </Stack>
  );
}
