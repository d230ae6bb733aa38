import { Dialog as ChakraDialog, type DialogRootProps } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's Dialog with its recipe passed in (import it as a namespace: `import * as Dialog`):
 * the recipe is not in the system (theme.ts), so only the pages that can open a dialog carry it.
 */
export function Root(props: DialogRootProps) {
  return <ChakraDialog.Root recipe={dialogSlotRecipe} {...props} />;
}

export const Backdrop = ChakraDialog.Backdrop;
export const Positioner = ChakraDialog.Positioner;
export const Content = ChakraDialog.Content;
export const Header = ChakraDialog.Header;
export const Title = ChakraDialog.Title;
export const Description = ChakraDialog.Description;
export const Body = ChakraDialog.Body;
export const Footer = ChakraDialog.Footer;
export const ActionTrigger = ChakraDialog.ActionTrigger;
