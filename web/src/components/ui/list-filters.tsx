import { Center, Spinner } from '@chakra-ui/react';
import * as Field from './plain-field';
import { Select } from './plain-select';
import { useEffect, useState, type ReactNode } from 'react';
import { useUrlFilter } from '@/lib/use-url-filter';

/** How long typing pauses before a search runs (each search is one page read and one count). */
const SEARCH_DELAY_MS = 300;

interface FilterFieldProps {
  /** The URL parameter the filter lives in (`?q=ada`). */
  name: string;
  label: string;
  /** Says how the filter works, or why it is off. */
  helperText?: ReactNode;
  disabled?: boolean;
}

/**
 * A search box over a list, kept in the URL: the query runs once typing pauses, or at once on
 * Enter; Back, reload and a shared link keep it. `maxLength` keeps a search key short.
 */
export function SearchFilter({ name, label, helperText, placeholder }: FilterFieldProps & { placeholder?: string }) {
  const [value, setValue] = useUrlFilter(name);
  const [text, setText] = useState(value);
  // The URL value last seen, and the last one this box put there: a change of the URL from
  // elsewhere (Back, a link) replaces the text; the box's own does not (typing may go on).
  const [seen, setSeen] = useState({ value, pushed: value });
  if (value !== seen.value) {
    setSeen({ value, pushed: seen.pushed });
    if (value !== seen.pushed) setText(value);
  }

  const apply = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === value) return;
    setSeen((current) => ({ ...current, pushed: trimmed }));
    setValue(trimmed);
  };

  useEffect(() => {
    const timer = setTimeout(() => apply(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only typing restarts the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return (
    <Field.Root flex="2" minW="14rem">
      <Field.Label>{label}</Field.Label>
      <Field.Input
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(text);
        }}
      />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** A choice among fixed values, kept in the URL; '' is "any". A disabled filter shows "any" and is not applied. */
export function SelectFilter({
  name,
  label,
  helperText,
  disabled = false,
  options,
}: FilterFieldProps & { options: readonly (readonly [value: string, label: string])[] }) {
  const [value, setValue] = useUrlFilter(name);
  const known = options.some(([option]) => option === value);
  return (
    <Field.Root flex="1" minW="10rem" disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Select value={disabled || !known ? '' : value} onChange={(event) => setValue(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** A day (YYYY-MM-DD, as the tables show dates: UTC), kept in the URL. */
export function DateFilter({ name, label, helperText, disabled = false }: FilterFieldProps) {
  const [value, setValue] = useUrlFilter(name);
  return (
    <Field.Root flex="1" minW="10rem" disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Field.Input type="date" value={disabled ? '' : value} onChange={(event) => setValue(event.target.value)} />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** A list's page on its way, under filters that stay in place (so the search box keeps focus). */
export function ListLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="10">
      <Spinner size="md" color="purple.fg" aria-label={label} />
    </Center>
  );
}
