import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo } from 'react';

/**
 * A progress bar drawn by Chakra's progress recipe, with the ARIA Chakra's Progress gives its
 * track (role progressbar, value, bounds, a label in words): plain elements, so the quiz page
 * carries no state machine (zag) for a bar that only shows a number.
 */
export function ProgressBar({ value, max, label, colorPalette = 'purple' }: { value: number; max: number; label: string; colorPalette?: string }) {
  // The recipe comes with this module (it is not in the system: theme.ts).
  const recipe = useSlotRecipe({ recipe: progressSlotRecipe });
  const styles = useMemo(() => recipe({ size: 'sm' }), [recipe]);
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <chakra.div data-part="root" colorPalette={colorPalette} css={styles.root}>
      <chakra.div
        data-part="track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        css={[styles.track, { rounded: 'full' }]}
      >
        <chakra.div data-part="range" css={styles.range} style={{ width: `${String(percent)}%` }} />
      </chakra.div>
    </chakra.div>
  );
}
