import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A field's error message in a red that meets WCAG AA on the page background in both colour
 * modes (the theme's default `fg.error`, red.500, is about 3.8:1 on white).
 */
export function FieldError({ children }: { children: ReactNode }) {
  return <Field.ErrorText color="red.fg">{children}</Field.ErrorText>;
}
