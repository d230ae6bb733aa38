import { Stat as ChakraStat, type StatRootProps } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's Stat with its recipe passed in (import it as a namespace: `import * as Stat`):
 * the recipe is not in the system (theme.ts), so only the pages that show figures carry it.
 */
export function Root(props: StatRootProps) {
  return <ChakraStat.Root recipe={statSlotRecipe} {...props} />;
}

export const Label = ChakraStat.Label;
export const ValueText = ChakraStat.ValueText;
export const HelpText = ChakraStat.HelpText;
