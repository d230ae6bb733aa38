import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cannotRevertText, confirmRefundLabel, confirmTitle } from '@quizmaster/shared/messages';
import { renderWithProviders } from '@/test/render';
import { RefundAction } from './refund-action';

function renderAction(refund: string) {
  const onConfirmRefund = vi.fn();
  renderWithProviders(<RefundAction refund={refund} busy={false} onConfirmRefund={onConfirmRefund} />);
  return onConfirmRefund;
}

describe('RefundAction', () => {
  it('offers a refund button while the payment is refundable ("false")', () => {
    renderAction('false');
    expect(screen.getByRole('button', { name: 'refund' })).toBeEnabled();
  });

  // SPEC.md section 4: every value but "false" is its own label on an inert button.
  it.each([
    ['processing', 'processing'],
    ['true', 'refunded'],
  ])('shows "%s" as the label %s on an inert button', (refund, label) => {
    renderAction(refund);
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'refund' })).not.toBeInTheDocument();
  });

  it('shows any other value as its own label on an inert button', () => {
    renderAction('on-hold');
    expect(screen.getByRole('button', { name: 'on-hold' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'refund' })).not.toBeInTheDocument();
  });

  it('asks for confirmation with the spec texts and sends nothing when cancelled', async () => {
    const onConfirmRefund = renderAction('false');
    await userEvent.click(screen.getByRole('button', { name: 'refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: confirmTitle });
    expect(dialog).toHaveTextContent(cannotRevertText);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirmRefund).not.toHaveBeenCalled();
  });

  it('asks for the refund only once confirmed', async () => {
    const onConfirmRefund = renderAction('false');
    await userEvent.click(screen.getByRole('button', { name: 'refund' }));
    await userEvent.click(await screen.findByRole('button', { name: confirmRefundLabel }));
    expect(onConfirmRefund).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
