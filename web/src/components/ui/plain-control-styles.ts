/** Styles shared by the drawn native controls (plain-checkbox, plain-radio-card). */

/** Hides the native input from sight, not from the keyboard or assistive technology. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
} as const;

/** The focus ring of a drawn control, shown while its hidden native input has keyboard focus. */
export const focusRingAfterInput = {
  'input:focus-visible + &': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
} as const;
