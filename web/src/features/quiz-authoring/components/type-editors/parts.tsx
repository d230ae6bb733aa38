import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus, LuX } from 'react-icons/lu';
import * as Field from '@/components/ui/plain-field';
import { PlainCheckbox } from '@/components/ui/plain-checkbox';
import type { TypedErrors } from '../../lib/typed-check';
import { moved, type AcceptedDraft, type TextRules } from '../../lib/typed-draft';

/** What every type's editor gets: its draft, where changes go, and the schema's problems by path. */
export interface EditorProps<T> {
  value: T;
  onChange: (next: T) => void;
  errors: TypedErrors;
}

/** A problem of a whole list or group (too few, not distinct), under it. */
export function GroupError({ message }: { message: string | undefined }) {
  return message ? (
    <Text color="fg.error" fontSize="sm" aria-live="polite">
      {message}
    </Text>
  ) : null;
}

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Shown as the field's visible label; otherwise the label is for screen readers only. */
  visibleLabel?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'text';
  helper?: ReactNode;
  maxW?: string;
}

/** One text input with its problem beside it (aria-describedby, aria-invalid from the field). */
export function TextInput({ label, value, onChange, error, visibleLabel = false, inputMode, helper, maxW }: TextInputProps) {
  return (
    <Field.Root invalid={!!error} flex="1" maxW={maxW}>
      {visibleLabel ? <Field.Label>{label}</Field.Label> : null}
      <Field.Input aria-label={visibleLabel ? undefined : label} value={value} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

interface TextListProps {
  /** The entries' name, singular ("Item"): labels read "Item 1", "Remove item 1", "Add item". */
  noun: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  errors: TypedErrors;
  /** The list's path in the schema ("items", "blanks.0.choices"). */
  path: string;
  min: number;
  max: number;
  /** Move up / Move down buttons (ordering). */
  movable?: boolean;
  /** Drawn before each input (a radio for the right choice). */
  before?: (index: number) => ReactNode;
}

/** A list of texts: add, remove, and (ordering) move up or down, all with the keyboard. */
export function TextList({ noun, values, onChange, errors, path, min, max, movable = false, before }: TextListProps) {
  const lower = noun.toLowerCase();
  const set = (index: number, text: string) => onChange(values.map((value, at) => (at === index ? text : value)));
  return (
    <Stack gap="2">
      {values.map((value, index) => {
        const name = `${noun} ${String(index + 1)}`;
        return (
          <HStack key={index} gap="1" align="start">
            {before?.(index)}
            <TextInput label={name} value={value} onChange={(text) => set(index, text)} error={errors[`${path}.${String(index)}`]} />
            {movable ? (
              <>
                <IconButton size="sm" variant="ghost" aria-label={`Move ${lower} ${String(index + 1)} up`} disabled={index === 0} onClick={() => onChange(moved(values, index, index - 1))}>
                  <LuArrowUp />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${lower} ${String(index + 1)} down`}
                  disabled={index === values.length - 1}
                  onClick={() => onChange(moved(values, index, index + 1))}
                >
                  <LuArrowDown />
                </IconButton>
              </>
            ) : null}
            <IconButton size="sm" variant="ghost" aria-label={`Remove ${lower} ${String(index + 1)}`} disabled={values.length <= min} onClick={() => onChange(values.filter((_, at) => at !== index))}>
              <LuX />
            </IconButton>
          </HStack>
        );
      })}
      <GroupError message={errors[path]} />
      <Button size="sm" variant="outline" alignSelf="flex-start" disabled={values.length >= max} onClick={() => onChange([...values, ''])}>
        <LuPlus aria-hidden /> Add {lower}
      </Button>
    </Stack>
  );
}

interface AcceptedListProps {
  accepted: readonly AcceptedDraft[];
  rules: TextRules;
  onChange: (accepted: AcceptedDraft[], rules: TextRules) => void;
  errors: TypedErrors;
  /** The answers' path in the schema ("accepted", "blanks.0.accepted"). */
  path: string;
  max: number;
}

/** Accepted answers with their credit (percent of the 5 points), and how strictly text is compared. */
export function AcceptedList({ accepted, rules, onChange, errors, path, max }: AcceptedListProps) {
  const set = (index: number, change: Partial<AcceptedDraft>) => onChange(accepted.map((answer, at) => (at === index ? { ...answer, ...change } : answer)), rules);
  return (
    <Stack gap="2">
      {accepted.map((answer, index) => {
        const number = String(index + 1);
        return (
          <HStack key={index} gap="2" align="start">
            <TextInput label={`Accepted answer ${number}`} value={answer.text} onChange={(text) => set(index, { text })} error={errors[`${path}.${String(index)}.text`]} />
            <TextInput
              label={`Credit of answer ${number} (%)`}
              inputMode="numeric"
              maxW="28"
              value={answer.credit}
              onChange={(credit) => set(index, { credit })}
              error={errors[`${path}.${String(index)}.credit`]}
            />
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Remove accepted answer ${number}`}
              disabled={accepted.length <= 1}
              onClick={() => onChange(accepted.filter((_, at) => at !== index), rules)}
            >
              <LuX />
            </IconButton>
          </HStack>
        );
      })}
      <GroupError message={errors[path]} />
      <HStack gap="4" flexWrap="wrap">
        <Button size="sm" variant="outline" disabled={accepted.length >= max} onClick={() => onChange([...accepted, { text: '', credit: '100' }], rules)}>
          <LuPlus aria-hidden /> Add accepted answer
        </Button>
        <PlainCheckbox checked={rules.caseSensitive} onCheckedChange={(caseSensitive) => onChange([...accepted], { ...rules, caseSensitive })}>
          Case counts
        </PlainCheckbox>
        <PlainCheckbox checked={rules.accentSensitive} onCheckedChange={(accentSensitive) => onChange([...accepted], { ...rules, accentSensitive })}>
          Accents count
        </PlainCheckbox>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Credit: the share of the 5 points an answer earns; one answer must earn 100 %. Spaces never count.
      </Text>
    </Stack>
  );
}
