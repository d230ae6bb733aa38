import { chakra, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useMemo } from 'react';
import { useFieldControlProps } from './plain-field-context';

/** A `<textarea>` drawn by Chakra's textarea recipe, inside a plain-field Root (no Ark field machinery). */
export function Textarea({ css, ...rest }: HTMLChakraProps<'textarea'>) {
  const recipe = useRecipe({ recipe: textareaRecipe });
  const styles = useMemo(() => recipe({}), [recipe]);
  return <chakra.textarea {...useFieldControlProps()} css={[styles, css]} {...rest} />;
}
