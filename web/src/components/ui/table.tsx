import { Table as ChakraTable, type TableRootProps } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's Table with its recipe passed in (import it as a namespace: `import * as Table`):
 * the recipe is not in the system (theme.ts), so only the pages with a table carry it.
 */
export function Root(props: TableRootProps) {
  return <ChakraTable.Root recipe={tableSlotRecipe} {...props} />;
}

export const ScrollArea = ChakraTable.ScrollArea;
export const Caption = ChakraTable.Caption;
export const Header = ChakraTable.Header;
export const Body = ChakraTable.Body;
export const Row = ChakraTable.Row;
export const ColumnHeader = ChakraTable.ColumnHeader;
export const Cell = ChakraTable.Cell;
