import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CardFormFrame } from './card-form-frame';

describe('CardFormFrame', () => {
  it('keeps Pay disabled until the provider is ready and a client secret exists', () => {
    renderWithProviders(
      <CardFormFrame error={undefined} busy={false} ready={false} onSubmit={vi.fn()}>
        <span>card field</span>
      </CardFormFrame>,
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('submits once ready, and shows the card error under the field', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <CardFormFrame error="Your card was declined." busy={false} ready onSubmit={onSubmit}>
        <span>card field</span>
      </CardFormFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });
});
