import { createContext, useContext, type Dispatch, type SetStateAction } from 'react';

/** The state a plain-field Root shares with its label, control and texts (see plain-field.tsx). */
export interface FieldState {
  inputId: string;
  helperId: string;
  errorId: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  /** Which of the texts are shown: the control is described only by those. */
  texts: { helper: boolean; error: boolean };
  setTexts: Dispatch<SetStateAction<{ helper: boolean; error: boolean }>>;
}

export const FieldContext = createContext<FieldState | null>(null);

export const dataFlag = (on: boolean) => (on ? '' : undefined);

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'data-invalid'?: '';
  required?: true;
  disabled?: true;
}

/**
 * The attributes a control takes from its field: id (the label's `for`), the shown texts as its
 * description, and its states. Props given to the control win.
 */
export function useFieldControlProps(): ControlProps {
  const field = useContext(FieldContext);
  if (!field) return {};
  const describedBy = [field.texts.helper ? field.helperId : null, field.texts.error ? field.errorId : null].filter(Boolean).join(' ');
  return {
    id: field.inputId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': field.invalid || undefined,
    'data-invalid': dataFlag(field.invalid),
    required: field.required || undefined,
    disabled: field.disabled || undefined,
  };
}
