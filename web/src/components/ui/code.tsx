import { Code as ChakraCode, type CodeProps } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';

/** Chakra's Code with its recipe passed in: the recipe is not in the system (theme.ts), only on My Payments. */
export function Code(props: CodeProps) {
  return <ChakraCode recipe={codeRecipe} {...props} />;
}
