import { chakra, Text, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useMemo } from 'react';

// The typed views draw their fields with the system's input recipe and plain elements, not the
// shared plain-field and plain-select: a module shared with other pages would split into chunks
// of its own and add files to those pages' first visits.

/** A text input drawn by Chakra's input recipe. */
export function TextInput({ css, ...rest }: HTMLChakraProps<'input'>) {
  const recipe = useRecipe({ key: 'input' });
  const styles = useMemo(() => recipe({}), [recipe]);
  return <chakra.input type="text" autoComplete="off" spellCheck={false} css={[styles, css]} {...rest} />;
}

/** A native select drawn as the input recipe's field, with the platform's own arrow. */
export function SelectInput({ css, ...rest }: HTMLChakraProps<'select'>) {
  const recipe = useRecipe({ key: 'input' });
  const styles = useMemo(() => recipe({}), [recipe]);
  return <chakra.select css={[styles, { appearance: 'auto', pe: '2' }, css]} {...rest} />;
}

/**
 * What the player is asked to do, under the question's heading (its `describedBy` id). Each
 * type's view brings its own, so the words load with it rather than with the page.
 */
export function TypedHint({ id, locked, children }: { id: string; locked: boolean; children: string }) {
  return locked ? null : (
    <Text id={id} fontSize="sm" color="fg.muted" mt="-4">
      {children}
    </Text>
  );
}
