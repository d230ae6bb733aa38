import * as Field from '@/components/ui/plain-field';
import { Select } from '@/components/ui/plain-select';

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
      <Select size="sm" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field.Root>
  );
}
