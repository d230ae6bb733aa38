/** A text field of a prerendered page and what the visitor typed into it before the app started. */
interface TypedValue {
  field: HTMLInputElement | HTMLTextAreaElement;
  value: string;
}

const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/**
 * What a visitor has typed into a prerendered page's text fields, taken just before the app
 * hydrates it: hydration and the forms' own set-up (react-hook-form writes each field's default
 * value) would otherwise wipe it (src/app/boot.ts starts the app on the first focus).
 */
export function typedValues(root: HTMLElement): TypedValue[] {
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !UNTYPED_INPUTS.has(field.type) && field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
}

/**
 * Puts the typed text back once the app is on screen, as input events, so that the forms take
 * it as typed. The value goes through the element's own setter: React ignores an input event
 * whose value it set itself.
 */
export function restoreTypedValues(typed: TypedValue[]): void {
  for (const { field, value } of typed) {
    if (!field.isConnected || field.value === value) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
