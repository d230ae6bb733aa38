import { RadioCard as ChakraRadioCard, type RadioCardRootProps } from '@chakra-ui/react';
import { radioCardSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's RadioCard with its recipe passed in (import it as a namespace: `import * as RadioCard`):
 * the recipe is not in the system (theme.ts), only on the quiz form's pages.
 */
export function Root(props: RadioCardRootProps) {
  return <ChakraRadioCard.Root recipe={radioCardSlotRecipe} {...props} />;
}

export const Label = ChakraRadioCard.Label;
export const Item = ChakraRadioCard.Item;
export const ItemHiddenInput = ChakraRadioCard.ItemHiddenInput;
export const ItemControl = ChakraRadioCard.ItemControl;
export const ItemText = ChakraRadioCard.ItemText;
