import { Button, chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuPlus, LuX } from 'react-icons/lu';
import { TYPE_LIMITS } from '@quizmaster/shared/question-types/limits';
import * as Field from '@/components/ui/plain-field';
import { Select } from '@/components/ui/plain-select';
import { Textarea } from '@/components/ui/plain-textarea';
import { emptyChoiceBlank, emptyTextBlank, insertBlank, removeBlank, type BlankDraft, type TypedDraftOf } from '../../lib/typed-draft';
import { AcceptedList, GroupError, TextList, type EditorProps } from './parts';

type FillBlanks = TypedDraftOf<'fill-blanks'>;

/** Fill in the blanks: a text with {{1}}, {{2}}, … markers, and per blank its accepted answers or its choices. */
export default function FillBlanksEditor({ value, onChange, errors }: EditorProps<FillBlanks>) {
  // Where the caret was last in the text: Insert blank puts the marker there.
  const caret = useRef<number | null>(null);
  const setBlank = (index: number, blank: BlankDraft) => onChange({ ...value, blanks: value.blanks.map((old, at) => (at === index ? blank : old)) });

  const insert = () => {
    const at = caret.current ?? value.text.length;
    caret.current = at + `{{${String(value.blanks.length + 1)}}}`.length;
    onChange(insertBlank(value, at));
  };

  return (
    <Stack gap="4">
      <Field.Root invalid={!!errors.text}>
        <Field.Label>Text with blanks</Field.Label>
        <Textarea
          rows={3}
          value={value.text}
          onSelect={(event) => (caret.current = event.currentTarget.selectionStart)}
          onChange={(event) => {
            caret.current = event.target.selectionStart;
            onChange({ ...value, text: event.target.value });
          }}
        />
        {errors.text ? <Field.ErrorText>{errors.text}</Field.ErrorText> : <Field.HelperText>Each blank is a marker: {'{{1}}'}, {'{{2}}'}, … in order.</Field.HelperText>}
      </Field.Root>
      <Button size="sm" variant="outline" alignSelf="flex-start" disabled={value.blanks.length >= TYPE_LIMITS.blanks.max} onClick={insert}>
        <LuPlus aria-hidden /> Insert blank
      </Button>
      <GroupError message={errors.blanks} />
      {value.blanks.map((blank, index) => {
        const number = String(index + 1);
        const path = `blanks.${String(index)}`;
        return (
          <Stack key={index} as="fieldset" gap="3" borderWidth="1px" rounded="md" p="3" aria-label={`Blank ${number}`}>
            <HStack justify="space-between">
              <Text as="legend" fontWeight="medium">
                Blank {number} ({`{{${number}}}`})
              </Text>
              <IconButton size="xs" variant="ghost" aria-label={`Remove blank ${number}`} onClick={() => onChange(removeBlank(value, index + 1))}>
                <LuX />
              </IconButton>
            </HStack>
            <Field.Root maxW="60">
              <Field.Label>Players</Field.Label>
              <Select value={blank.kind} onChange={(event) => setBlank(index, event.target.value === 'choice' ? emptyChoiceBlank() : emptyTextBlank())}>
                <option value="text">type the answer</option>
                <option value="choice">choose from a list</option>
              </Select>
            </Field.Root>
            {blank.kind === 'text' ? (
              <AcceptedList
                accepted={blank.accepted}
                rules={blank}
                path={`${path}.accepted`}
                max={TYPE_LIMITS.acceptedAnswers}
                errors={errors}
                onChange={(accepted, rules) => setBlank(index, { ...blank, ...rules, accepted })}
              />
            ) : (
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  Choices: pick the right one.
                </Text>
                <TextList
                  noun="Choice"
                  values={blank.choices}
                  path={`${path}.choices`}
                  min={TYPE_LIMITS.blankChoices.min}
                  max={TYPE_LIMITS.blankChoices.max}
                  errors={errors}
                  onChange={(choices) => setBlank(index, { ...blank, choices, answer: Math.min(blank.answer, choices.length - 1) })}
                  before={(choice) => (
                    <chakra.input
                      type="radio"
                      name={`blank-${number}-right`}
                      aria-label={`Choice ${String(choice + 1)} is right`}
                      checked={blank.answer === choice}
                      onChange={() => setBlank(index, { ...blank, answer: choice })}
                      mt="3"
                      accentColor="green.600"
                    />
                  )}
                />
                <GroupError message={errors[`${path}.answer`]} />
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
