import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ToggleSwitch } from './toggle-switch';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <ToggleSwitch
      label="Dark"
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

describe('ToggleSwitch', () => {
  it('is a switch named by its label, toggled by a click and by the keyboard', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Controlled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Dark' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(screen.getByText('Dark'));
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);

    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('marks its parts with the state the switch recipe styles', () => {
    renderWithProviders(<ToggleSwitch label="Dark" checked onCheckedChange={vi.fn()} />);
    const toggle = screen.getByRole('switch', { name: 'Dark' });
    for (const part of ['control', 'thumb']) {
      expect(toggle.querySelector(`[data-part=${part}]`)).toHaveAttribute('data-state', 'checked');
    }
  });

  it('does not change while disabled', () => {
    const onChange = vi.fn();
    renderWithProviders(<ToggleSwitch label="Show my name" checked={false} disabled onCheckedChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Show my name' });
    expect(toggle).toBeDisabled();
    fireEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});
