import { Separator as ChakraSeparator, type SeparatorProps } from '@chakra-ui/react';
import { separatorRecipe } from '@chakra-ui/react/theme';

/** Chakra's Separator with its recipe passed in: the recipe is not in the system (theme.ts), only on the sign-in pages. */
export function Separator(props: SeparatorProps) {
  return <ChakraSeparator recipe={separatorRecipe} {...props} />;
}
