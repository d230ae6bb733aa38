import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { paymentCompletedToast } from '@quizmaster/shared/messages';
import { renderWithProviders } from '@/test/render';
import type { CardFormProps } from './card-form-frame';
import { PremiumCheckout } from './premium-checkout';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/lib/firebase-context', () => ({ useAuth: () => ({}), useUser: () => ({ data: { displayName: 'Ana', email: 'ana@example.com', photoURL: null } }) }));
vi.mock('@/config/env', () => ({ env: {} }));
vi.mock('../api/premium-checkout', () => ({
  createPaymentIntent: vi.fn(() => Promise.resolve('pi_123_secret_abc')),
  recordPremiumPayment: vi.fn(() => Promise.resolve()),
}));
// The card form stands in for Stripe: its Pay reports the intent as paid.
vi.mock('./stand-in-card-form', () => ({
  default: ({ onPaid }: CardFormProps) => (
    <button type="button" onClick={() => void onPaid('pi_123')}>
      Pay
    </button>
  ),
}));

describe('PremiumCheckout', () => {
  it("says 'Congrats! Your Payment is Completed.' with the Transaction Id, for 2000 ms", async () => {
    renderWithProviders(<PremiumCheckout />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(paymentCompletedToast('pi_123'), { autoClose: 2000 }));
    expect(paymentCompletedToast('pi_123')).toBe('Congrats! Your Payment is Completed. Transaction Id: pi_123');
  });
});
