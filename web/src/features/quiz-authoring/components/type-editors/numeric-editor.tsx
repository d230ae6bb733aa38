import { Button, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuX } from 'react-icons/lu';
import { TYPE_LIMITS } from '@quizmaster/shared/question-types/limits';
import * as Field from '@/components/ui/plain-field';
import { PlainCheckbox } from '@/components/ui/plain-checkbox';
import { Select } from '@/components/ui/plain-select';
import type { TypedDraftOf } from '../../lib/typed-draft';
import { GroupError, TextInput, type EditorProps } from './parts';

type Numeric = TypedDraftOf<'numeric'>;
type Unit = Numeric['units'][number];

/** Numeric: the value, its tolerance (absolute, or a fraction of the value), and the units accepted. */
export default function NumericEditor({ value, onChange, errors }: EditorProps<Numeric>) {
  const setUnit = (index: number, change: Partial<Unit>) => onChange({ ...value, units: value.units.map((unit, at) => (at === index ? { ...unit, ...change } : unit)) });
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
        <TextInput label="Value" visibleLabel inputMode="decimal" value={value.value} onChange={(text) => onChange({ ...value, value: text })} error={errors.value} />
        <TextInput
          label="Tolerance"
          visibleLabel
          inputMode="decimal"
          value={value.tolerance}
          onChange={(tolerance) => onChange({ ...value, tolerance })}
          error={errors.tolerance}
          helper={value.toleranceKind === 'relative' ? 'A fraction of the value: 0.05 is 5 %.' : 'Answers this far from the value count as right.'}
        />
        <Field.Root>
          <Field.Label>Tolerance kind</Field.Label>
          <Select value={value.toleranceKind} onChange={(event) => onChange({ ...value, toleranceKind: event.target.value === 'relative' ? 'relative' : 'absolute' })}>
            <option value="absolute">Absolute (±)</option>
            <option value="relative">Relative (share of the value)</option>
          </Select>
        </Field.Root>
      </SimpleGrid>
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontSize="sm" color="fg.muted" mb="2">
          Units (optional): each with what one of it is in the value's unit (value in m: cm is 0.01).
        </Text>
        {value.units.map((unit, index) => {
          const number = String(index + 1);
          return (
            <HStack key={index} gap="2" align="start">
              <TextInput label={`Unit ${number}`} value={unit.unit} onChange={(text) => setUnit(index, { unit: text })} error={errors[`units.${String(index)}.unit`]} />
              <TextInput
                label={`Multiplier of unit ${number}`}
                inputMode="decimal"
                value={unit.multiplier}
                onChange={(multiplier) => setUnit(index, { multiplier })}
                error={errors[`units.${String(index)}.multiplier`]}
              />
              <IconButton size="sm" variant="ghost" aria-label={`Remove unit ${number}`} onClick={() => onChange({ ...value, units: value.units.filter((_, at) => at !== index) })}>
                <LuX />
              </IconButton>
            </HStack>
          );
        })}
        <GroupError message={errors.units} />
        <HStack gap="4" flexWrap="wrap">
          <Button size="sm" variant="outline" disabled={value.units.length >= TYPE_LIMITS.units} onClick={() => onChange({ ...value, units: [...value.units, { unit: '', multiplier: '1' }] })}>
            <LuPlus aria-hidden /> Add unit
          </Button>
          <PlainCheckbox checked={value.unitRequired} disabled={value.units.length === 0} onCheckedChange={(unitRequired) => onChange({ ...value, unitRequired })}>
            Unit required
          </PlainCheckbox>
        </HStack>
      </Stack>
      <TextInput
        label="Unit hint (optional)"
        visibleLabel
        maxW="60"
        value={value.unitHint}
        onChange={(unitHint) => onChange({ ...value, unitHint })}
        error={errors.unitHint}
        helper="Shown beside the player's input, e.g. m or kg."
      />
    </Stack>
  );
}
