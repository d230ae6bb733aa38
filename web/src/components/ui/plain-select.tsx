import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo } from 'react';
import { useFieldControlProps } from './plain-field-context';

/**
 * A native `<select>` drawn by Chakra's native-select recipe, inside a plain-field Root (its label
 * and texts). Chakra's NativeSelect is built on Ark's field, which this page then need not carry.
 */
export function Select({ css, size, children, ...rest }: Omit<HTMLChakraProps<'select'>, 'size'> & { size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' }) {
  const recipe = useSlotRecipe({ recipe: nativeSelectSlotRecipe });
  const styles = useMemo(() => recipe({ size }), [recipe, size]);
  const control = useFieldControlProps();
  const invalid = control['data-invalid'];
  return (
    <chakra.div data-part="root" css={styles.root}>
      <chakra.select {...control} data-part="field" css={[styles.field, css]} {...rest}>
        {children}
      </chakra.select>
      <chakra.div data-part="indicator" data-invalid={invalid} css={styles.indicator} aria-hidden>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </chakra.div>
    </chakra.div>
  );
}
