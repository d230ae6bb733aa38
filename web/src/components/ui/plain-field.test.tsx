import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PlainCheckbox } from './plain-checkbox';
import * as Field from './plain-field';
import * as RadioCard from './plain-radio-card';
import { Select } from './plain-select';

describe('plain fields', () => {
  it('name the control by its label and describe it by the text shown: the helper, or the error while invalid', () => {
    function NameField() {
      const [invalid, setInvalid] = useState(false);
      return (
        <Field.Root required invalid={invalid}>
          <Field.Label>Quiz Name</Field.Label>
          <Field.Input onBlur={() => setInvalid(true)} />
          {invalid ? null : <Field.HelperText>At most 100 characters.</Field.HelperText>}
          <Field.ErrorText>Quiz name is required</Field.ErrorText>
        </Field.Root>
      );
    }
    renderWithProviders(<NameField />);
    const input = screen.getByRole('textbox', { name: 'Quiz Name' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('At most 100 characters.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Quiz name is required')).not.toBeInTheDocument();

    act(() => {
      input.focus();
      input.blur();
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Quiz name is required');
  });

  it('disable their control with the field, a select included', () => {
    renderWithProviders(
      <Field.Root disabled>
        <Field.Label>Grade</Field.Label>
        <Select>
          <option value="">Any</option>
        </Select>
      </Field.Root>,
    );
    expect(screen.getByRole('combobox', { name: 'Grade' })).toBeDisabled();
  });

  it('have native checkboxes and radio cards, named by their text and worked by click and keyboard', async () => {
    function Form() {
      const [ticked, setTicked] = useState(false);
      const [cover, setCover] = useState<string | null>(null);
      return (
        <>
          <PlainCheckbox checked={ticked} onCheckedChange={setTicked}>
            Shuffle
          </PlainCheckbox>
          <RadioCard.Root label="Cover" value={cover} onValueChange={setCover}>
            <RadioCard.Item value="a">Alpha</RadioCard.Item>
            <RadioCard.Item value="b">Beta</RadioCard.Item>
          </RadioCard.Root>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    await user.click(screen.getByText('Shuffle'));
    expect(screen.getByRole('checkbox', { name: 'Shuffle' })).toBeChecked();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Shuffle' })).not.toBeChecked();

    expect(screen.getByRole('radiogroup', { name: 'Cover' })).toBeInTheDocument();
    await user.click(screen.getByText('Alpha'));
    expect(screen.getByRole('radio', { name: 'Alpha' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Beta' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Alpha' })).not.toBeChecked();
  });
});
