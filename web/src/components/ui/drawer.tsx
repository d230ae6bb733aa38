import { Drawer as ChakraDrawer, type DrawerRootProps } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's Drawer with its recipe passed in (import it as a namespace: `import * as Drawer`):
 * the recipe is not in the system (theme.ts), so only the dashboard's menu drawer carries it.
 */
export function Root(props: DrawerRootProps) {
  return <ChakraDrawer.Root recipe={drawerSlotRecipe} {...props} />;
}

export const Backdrop = ChakraDrawer.Backdrop;
export const Positioner = ChakraDrawer.Positioner;
export const Content = ChakraDrawer.Content;
export const Header = ChakraDrawer.Header;
export const Title = ChakraDrawer.Title;
export const Body = ChakraDrawer.Body;
export const CloseTrigger = ChakraDrawer.CloseTrigger;
