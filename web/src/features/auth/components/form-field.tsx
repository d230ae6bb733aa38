import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled form field with its validation message (Chakra links label, input and message). */
export function FormField({ label, error, children }: { label: string; error: string | undefined; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      {children}
      {/* Darker than Chakra's default red, which misses the 4.5:1 contrast on the card. */}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
