import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cannotRevertText,
  confirmTitle,
  notEligibleMessage,
  paymentDeletedMessage,
  refundCompletedMessage,
  refundedMessage,
} from '@quizmaster/shared/messages';
import { storedPaymentSchema } from '@quizmaster/shared/models/payment';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { deletePayment, refundPayment } from '../api/payment-actions';
import { PaymentAction } from './payment-action';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/lib/firebase-context', () => ({ useAuth: () => ({}) }));
vi.mock('../api/payment-actions', () => ({ refundPayment: vi.fn(), deletePayment: vi.fn() }));

/** The spec's toast durations (SPEC.md section 9). */
const SUCCESS = { autoClose: 2000 };
const ERROR = { autoClose: 4000 };

/** A payment as the list reads it, with the given refund value. */
function renderAction(refund: string) {
  const payment = storedPaymentSchema.parse({
    uid: 'u1',
    name: 'Ana',
    email: 'ana@example.com',
    createdAt: new Date('2026-01-10T09:00:00Z'),
    transactionId: 'pi_1',
    refund,
    amount: 10700,
    currency: 'usd',
    role: '',
  });
  renderWithProviders(<PaymentAction payment={{ ...payment, id: 'pi_1' }} />);
}

describe('PaymentAction (the admin payments list)', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows "false" as complete, with no action', () => {
    renderAction('false');
    expect(screen.getByText('complete')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('refunds a requested payment ("processing") and says so with both spec messages', async () => {
    vi.mocked(refundPayment).mockResolvedValue();
    renderAction('processing');
    await userEvent.click(screen.getByRole('button', { name: 'refund' }));
    expect(refundPayment).toHaveBeenCalledWith({}, 'pi_1', 'ana@example.com');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(refundedMessage, SUCCESS));
    expect(toast.success).toHaveBeenCalledWith(refundCompletedMessage, SUCCESS);
  });

  it("says 'You are Not eligible' when the API answers 403 to the refund", async () => {
    vi.mocked(refundPayment).mockRejectedValue(new ApiRequestError(403, 'permission-denied', 'Only admins may do this.'));
    renderAction('processing');
    await userEvent.click(screen.getByRole('button', { name: 'refund' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(notEligibleMessage, ERROR));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows "true" as refunded, and deletes it once confirmed', async () => {
    vi.mocked(deletePayment).mockResolvedValue({ message: 'Payment deleted', deletedCount: 1 });
    renderAction('true');
    expect(screen.getByText('refunded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete payment pi_1' }));
    const dialog = await screen.findByRole('alertdialog', { name: confirmTitle });
    expect(dialog).toHaveTextContent(cannotRevertText);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(deletePayment).toHaveBeenCalledWith({}, 'pi_1');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(paymentDeletedMessage, SUCCESS));
  });

  it('shows any other value as its own label on an inert button (SPEC.md section 4)', () => {
    renderAction('on-hold');
    expect(screen.getByRole('button', { name: 'on-hold' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /refund|Delete/ })).not.toBeInTheDocument();
  });
});
