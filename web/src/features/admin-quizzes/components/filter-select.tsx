import { Field } from '@chakra-ui/react';
import * as NativeSelect from '@/components/ui/native-select';

export interface FilterOption {
  value: string;
  label: string;
}

/** A labelled drop-down that narrows or orders a table; its value lives in the URL (useUrlFilter). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root w={{ base: 'full', sm: 'auto' }} minW="40">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
