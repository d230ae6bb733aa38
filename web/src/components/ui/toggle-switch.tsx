import { chakra, useSlotRecipe, type ConditionalValue } from '@chakra-ui/react';
import { useMemo } from 'react';

type SwitchSize = 'xs' | 'sm' | 'md' | 'lg';

/**
 * An on/off switch drawn by Chakra's switch recipe, as a native `<button role="switch">`: the
 * browser gives it focus, Space/Enter and the click, so it needs none of Chakra Switch's state
 * machine (zag), which would otherwise be the only one on many pages (the header's Dark toggle).
 */
export function ToggleSwitch({
  checked,
  onCheckedChange,
  label,
  disabled = false,
  size = 'md',
  colorPalette = 'purple',
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The switch's visible label, also its accessible name. */
  label: string;
  disabled?: boolean;
  size?: ConditionalValue<SwitchSize>;
  colorPalette?: string;
}) {
  const recipe = useSlotRecipe({ key: 'switch' });
  const styles = useMemo(() => recipe({ size }), [recipe, size]);
  // The recipe's states read data attributes on each part, as Chakra's Switch sets them.
  const state = { 'data-state': checked ? 'checked' : 'unchecked', 'data-disabled': disabled ? '' : undefined };
  return (
    <chakra.button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      colorPalette={colorPalette}
      data-part="root"
      {...state}
      css={[styles.root, { bg: 'transparent', p: '0', borderWidth: '0', outline: 'none', cursor: disabled ? 'not-allowed' : 'pointer' }]}
    >
      <chakra.span
        data-part="control"
        {...state}
        css={[styles.control, { '[role=switch]:focus-visible > &': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } }]}
      >
        <chakra.span data-part="thumb" {...state} css={styles.thumb} />
      </chakra.span>
      <chakra.span data-part="label" {...state} css={styles.label}>
        {label}
      </chakra.span>
    </chakra.button>
  );
}
