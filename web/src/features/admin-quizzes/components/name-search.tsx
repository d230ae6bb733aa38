import * as Field from '@/components/ui/plain-field';
import { useEffect, useRef, useState } from 'react';

/** How long typing may pause before the search runs: one query per word, not per key. */
const SEARCH_DELAY_MS = 300;

/**
 * A prefix search box whose value lives in the URL: what is typed goes to `onSearch` once
 * typing pauses, and a value changed from outside (Back, a link) comes back into the box.
 */
export function NameSearch({ label, value, onSearch }: { label: string; value: string; onSearch: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);

  useEffect(() => {
    // Only a change we did not send ourselves (Back, a link) replaces what is being typed.
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    if (draft === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = draft;
      onSearch(draft);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, onSearch]);

  return (
    <Field.Root w={{ base: 'full', sm: '64' }}>
      <Field.Label>{label}</Field.Label>
      <Field.Input size="sm" type="search" value={draft} maxLength={100} autoComplete="off" onChange={(event) => setDraft(event.currentTarget.value)} />
    </Field.Root>
  );
}
