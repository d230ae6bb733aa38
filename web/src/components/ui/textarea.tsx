import { Textarea as ChakraTextarea, type TextareaProps } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';

/** Chakra's Textarea with its recipe passed in: the recipe is not in the system (theme.ts), only on the forms' pages. */
export function Textarea(props: TextareaProps) {
  return <ChakraTextarea recipe={textareaRecipe} {...props} />;
}
