import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, type FocusEventHandler, type ReactNode } from 'react';
import { focusRingAfterInput, visuallyHidden } from './plain-control-styles';

interface PlainCheckboxProps extends Omit<HTMLChakraProps<'label'>, 'onBlur'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A native `<input type="checkbox">` inside its label, drawn by Chakra's checkbox recipe. The
 * browser gives it the keyboard, the click on the label and its role, so it needs none of Chakra
 * Checkbox's state machine (zag), which was most of the quiz form's weight.
 */
export function PlainCheckbox({ checked, onCheckedChange, onBlur, disabled = false, children, css, ...rest }: PlainCheckboxProps) {
  const recipe = useSlotRecipe({ recipe: checkboxSlotRecipe });
  const styles = useMemo(() => recipe({}), [recipe]);
  // The recipe's states read data attributes on each part, as Chakra's Checkbox sets them.
  const state = { 'data-state': checked ? 'checked' : 'unchecked', 'data-disabled': disabled ? '' : undefined };
  return (
    <chakra.label data-part="root" {...state} css={[styles.root, { cursor: disabled ? 'not-allowed' : 'pointer' }, css]} {...rest}>
      <chakra.input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onCheckedChange(event.target.checked)} onBlur={onBlur} css={visuallyHidden} />
      <chakra.span data-part="control" aria-hidden {...state} css={[styles.control, focusRingAfterInput]}>
        {checked ? (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
            <path d="M20 6 9 17l-5-5" />
          </svg>
        ) : null}
      </chakra.span>
      <chakra.span data-part="label" {...state} css={styles.label}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
