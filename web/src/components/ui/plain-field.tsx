import { chakra, useRecipe, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useContext, useId, useLayoutEffect, useMemo, useState } from 'react';
import { dataFlag, FieldContext, useFieldControlProps, type FieldState } from './plain-field-context';

/**
 * A form field drawn by Chakra's field and input recipes on plain elements (import it as a
 * namespace: `import * as Field from '@/components/ui/plain-field'`). Chakra's Field and Input are
 * Ark UI components that bring Ark's field machinery (about 5 KiB gzip with its helpers) to every
 * page with a form; the label, the ids and the aria attributes need none of it.
 */

interface RootProps extends HTMLChakraProps<'div'> {
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** The field: its label, control and texts get their ids and states from it. */
export function Root({ invalid = false, required = false, disabled = false, children, css, ...rest }: RootProps) {
  const id = useId();
  const [texts, setTexts] = useState({ helper: false, error: false });
  const state = useMemo<FieldState>(
    () => ({ inputId: `${id}input`, helperId: `${id}helper`, errorId: `${id}error`, invalid, required, disabled, texts, setTexts }),
    [id, invalid, required, disabled, texts],
  );
  const styles = useFieldStyles();
  return (
    <FieldContext.Provider value={state}>
      <chakra.div role="group" data-part="root" data-invalid={dataFlag(invalid)} data-disabled={dataFlag(disabled)} css={[styles.root, css]} {...rest}>
        {children}
      </chakra.div>
    </FieldContext.Provider>
  );
}

function useFieldStyles() {
  const recipe = useSlotRecipe({ key: 'field' });
  return useMemo(() => recipe({}), [recipe]);
}

export function Label({ css, ...rest }: HTMLChakraProps<'label'>) {
  const field = useContext(FieldContext);
  const styles = useFieldStyles();
  return <chakra.label htmlFor={field?.inputId} data-part="label" data-disabled={dataFlag(!!field?.disabled)} css={[styles.label, css]} {...rest} />;
}

/** Registers a shown text with its field while it is mounted. */
function useShownText(kind: 'helper' | 'error') {
  const field = useContext(FieldContext);
  const setTexts = field?.setTexts;
  useLayoutEffect(() => {
    if (!setTexts) return;
    setTexts((texts) => ({ ...texts, [kind]: true }));
    return () => setTexts((texts) => ({ ...texts, [kind]: false }));
  }, [setTexts, kind]);
  return field;
}

export function HelperText({ css, ...rest }: HTMLChakraProps<'div'>) {
  const field = useShownText('helper');
  const styles = useFieldStyles();
  return <chakra.div id={field?.helperId} data-part="helper-text" css={[styles.helperText, css]} {...rest} />;
}

/** Shown only while the field is invalid, as Chakra's Field.ErrorText. */
export function ErrorText(props: HTMLChakraProps<'div'>) {
  const field = useContext(FieldContext);
  return field?.invalid ? <ShownErrorText {...props} /> : null;
}

function ShownErrorText({ css, ...rest }: HTMLChakraProps<'div'>) {
  const field = useShownText('error');
  const styles = useFieldStyles();
  return <chakra.div id={field?.errorId} data-part="error-text" aria-live="polite" css={[styles.errorText, css]} {...rest} />;
}

type InputSize = '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';

/** A text input drawn by Chakra's input recipe (outline, md unless told). */
export function Input({ css, size, ...rest }: Omit<HTMLChakraProps<'input'>, 'size'> & { size?: InputSize }) {
  const recipe = useRecipe({ key: 'input' });
  const styles = useMemo(() => recipe({ size }), [recipe, size]);
  return <chakra.input {...useFieldControlProps()} css={[styles, css]} {...rest} />;
}
