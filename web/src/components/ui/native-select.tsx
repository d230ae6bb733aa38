import { NativeSelect as ChakraNativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's NativeSelect with its recipe passed in (import it as a namespace: `import * as NativeSelect`):
 * the recipe is not in the system (theme.ts), so only the pages with a select carry it.
 */
export function Root(props: NativeSelectRootProps) {
  return <ChakraNativeSelect.Root recipe={nativeSelectSlotRecipe} {...props} />;
}

export const Field = ChakraNativeSelect.Field;
export const Indicator = ChakraNativeSelect.Indicator;
