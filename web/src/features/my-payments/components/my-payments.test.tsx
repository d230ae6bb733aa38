import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmRefundLabel, noTransactionsMessage, noUserMessage, notEligibleMessage, refundRequestedMessage } from '@quizmaster/shared/messages';
import { storedPaymentSchema } from '@quizmaster/shared/models/payment';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { downloadReceipt } from '../api/download-receipt';
import { requestRefund } from '../api/request-refund';
import { useHasActivePayment, useMyPayments, useMyUserRecord } from '../api/use-my-payments';
import { MyPayments } from './my-payments';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
const signedIn = vi.hoisted(() => {
  const user: { uid: string; email: string | null; displayName: string } = { uid: 'u1', email: 'ana@example.com', displayName: 'Ana' };
  return { user };
});
vi.mock('@/lib/firebase-context', () => ({ useAuth: () => ({}), useUser: () => ({ data: signedIn.user }) }));
vi.mock('../api/request-refund', () => ({ requestRefund: vi.fn() }));
vi.mock('../api/download-receipt', () => ({ downloadReceipt: vi.fn() }));
vi.mock('../api/use-my-payments', () => ({
  useMyPayments: vi.fn(),
  useHasActivePayment: vi.fn(),
  useMyUserRecord: vi.fn(),
  useMyPaymentsRevision: () => ({ revision: 0, bump: vi.fn() }),
  useFollowRefunds: vi.fn(),
}));

/** The spec's error toast duration (SPEC.md section 9). */
const ERROR = { autoClose: 4000 };

const paymentWith = (id: string, refund: string) => ({
  ...storedPaymentSchema.parse({
    uid: 'u1',
    name: 'Ana',
    email: 'ana@example.com',
    createdAt: new Date('2026-01-10T09:00:00Z'),
    transactionId: id,
    refund,
    amount: 10700,
    currency: 'usd',
    role: '',
  }),
  id,
});

/** The user's payments as the page reads them: one refundable, one with a value the app never writes. */
function givenPayments() {
  const rows = [paymentWith('pi_odd', 'on-hold'), paymentWith('pi_ok', 'false')];
  vi.mocked(useMyPayments).mockReturnValue({
    page: { status: 'success', rows, links: { previous: null, next: null, firstRow: 1, leftOut: [] }, error: undefined },
    total: { count: rows.length, atLeast: false },
  });
  vi.mocked(useHasActivePayment).mockReturnValue({ status: 'success', data: [rows[1]] } as never);
  vi.mocked(useMyUserRecord).mockReturnValue({ status: 'success', data: { name: 'Ana', premiumUntil: null } } as never);
}

/** The table row of a payment (the wide-screen view; the phone cards hold the same). */
const rowOf = (id: string) => within(screen.getByRole('region', { name: 'My payments table' })).getByRole('row', { name: new RegExp(id) });

async function askForRefund() {
  await userEvent.click(within(rowOf('pi_ok')).getByRole('button', { name: 'refund' }));
  await userEvent.click(await screen.findByRole('button', { name: confirmRefundLabel }));
}

describe('MyPayments', () => {
  beforeEach(givenPayments);
  afterEach(() => {
    vi.clearAllMocks();
    signedIn.user.email = 'ana@example.com';
  });

  it('shows a refund value the app never writes as its own label on an inert button, next to the other rows', () => {
    renderWithProviders(<MyPayments />);
    expect(within(rowOf('pi_odd')).getByRole('button', { name: 'on-hold' })).toBeDisabled();
    expect(within(rowOf('pi_ok')).getByRole('button', { name: 'refund' })).toBeEnabled();
  });

  it("asks for the refund once confirmed and says so in the spec's alert, which OK closes", async () => {
    vi.mocked(requestRefund).mockResolvedValue({ message: refundRequestedMessage });
    renderWithProviders(<MyPayments />);
    await askForRefund();
    expect(requestRefund).toHaveBeenCalledWith({}, 'ana@example.com', 'pi_ok');
    const alert = await screen.findByRole('alertdialog', { name: refundRequestedMessage });
    expect(alert).toHaveTextContent(refundRequestedMessage);
    expect(toast.success).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The focus goes back to the page's heading: the refund button it came from has become a state.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Payments' })).toHaveFocus());
  });

  it('downloads the receipt of a row, whatever its refund state, and says why when it fails', async () => {
    vi.mocked(downloadReceipt).mockResolvedValueOnce(undefined).mockRejectedValueOnce(new ApiRequestError(404, 'not-found', 'No payment has the id pi_odd.'));
    renderWithProviders(<MyPayments />);
    await userEvent.click(within(rowOf('pi_ok')).getByRole('button', { name: 'Receipt' }));
    expect(downloadReceipt).toHaveBeenCalledWith({}, 'pi_ok');
    await userEvent.click(within(rowOf('pi_odd')).getByRole('button', { name: 'Receipt' }));
    expect(downloadReceipt).toHaveBeenLastCalledWith({}, 'pi_odd');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No payment has the id pi_odd.', ERROR));
  });

  it("says 'You are Not eligible' when the API answers 403", async () => {
    vi.mocked(requestRefund).mockRejectedValue(new ApiRequestError(403, 'permission-denied', 'Only the person who paid can ask for a refund.'));
    renderWithProviders(<MyPayments />);
    await askForRefund();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(notEligibleMessage, ERROR));
  });

  it("says 'hello {name}!! Sorry, no transactions were found for you.' to a user not marked as paid, with no table", () => {
    vi.mocked(useHasActivePayment).mockReturnValue({ status: 'success', data: [] } as never);
    renderWithProviders(<MyPayments />);
    expect(screen.getByText(noTransactionsMessage('Ana'))).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'No user is logged in' when the account has no e-mail, and sends nothing", async () => {
    signedIn.user.email = null;
    renderWithProviders(<MyPayments />);
    await askForRefund();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(noUserMessage, ERROR));
    expect(requestRefund).not.toHaveBeenCalled();
  });
});
