import { DataList as ChakraDataList, type DataListRootProps } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's DataList with its recipe passed in (import it as a namespace: `import * as DataList`):
 * the recipe is not in the system (theme.ts), so only the pages that list details carry it.
 */
export function Root(props: DataListRootProps) {
  return <ChakraDataList.Root recipe={dataListSlotRecipe} {...props} />;
}

export const Item = ChakraDataList.Item;
export const ItemLabel = ChakraDataList.ItemLabel;
export const ItemValue = ChakraDataList.ItemValue;
