import { Checkbox as ChakraCheckbox, type CheckboxRootProps } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's Checkbox with its recipe passed in (import it as a namespace: `import * as Checkbox`):
 * the recipe is not in the system (theme.ts), only on the quiz form's pages.
 */
export function Root(props: CheckboxRootProps) {
  return <ChakraCheckbox.Root recipe={checkboxSlotRecipe} {...props} />;
}

export const HiddenInput = ChakraCheckbox.HiddenInput;
export const Control = ChakraCheckbox.Control;
export const Label = ChakraCheckbox.Label;
