import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { saveProfileText } from '../api/save-profile-text';
import { ProfileTextForm } from './profile-text-form';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
const user = vi.hoisted(() => ({ uid: 'u1', email: 'ana@example.com' }));
vi.mock('@/lib/firebase-context', () => ({ useAuth: () => ({ name: 'auth' }), useUser: () => ({ status: 'success', data: user }) }));
vi.mock('../api/use-my-user-record', () => ({
  useMyUserRecord: () => ({ status: 'success', data: { address: 'Old Street' }, error: undefined }),
}));
vi.mock('../api/save-profile-text', () => ({ saveProfileText: vi.fn(() => Promise.resolve()) }));

function renderAddress() {
  renderWithProviders(<ProfileTextForm field="address" title="Address" description="Where you live." label="Address" placeholder="Street" icon={null} />);
  return { address: screen.getByLabelText('Address'), save: screen.getByRole('button', { name: 'Save' }) };
}

describe('ProfileTextForm (the address and education pages)', () => {
  afterEach(() => vi.clearAllMocks());

  it('starts from the stored value, with Save off until it changes', async () => {
    const { address, save } = renderAddress();
    expect(address).toHaveValue('Old Street');
    expect(screen.getByText('10 / 300 characters')).toBeVisible();
    expect(save).toBeDisabled();
    await userEvent.type(address, '!');
    expect(save).toBeEnabled();
    expect(screen.getByText('11 / 300 characters')).toBeVisible();
  });

  it("refuses more than the rules' 300 characters with the shared message, and checks again as it changes", async () => {
    const { address, save } = renderAddress();
    fireEvent.change(address, { target: { value: 'x'.repeat(301) } });
    await userEvent.click(save);
    expect(await screen.findByText('At most 300 characters')).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(saveProfileText).not.toHaveBeenCalled();
    fireEvent.change(address, { target: { value: 'x'.repeat(300) } });
    expect(await screen.findByText('300 / 300 characters')).toBeVisible();
    expect(screen.queryByText('At most 300 characters')).not.toBeInTheDocument();
  });

  it('saves the trimmed text and says so', async () => {
    const { address, save } = renderAddress();
    fireEvent.change(address, { target: { value: '  12 Quiz Street, Dhaka  ' } });
    await userEvent.click(save);
    await waitFor(() => expect(saveProfileText).toHaveBeenCalledWith({ name: 'auth' }, user, 'address', '12 Quiz Street, Dhaka'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your address has been saved.', expect.anything()));
  });

  it('says so when the save fails', async () => {
    vi.mocked(saveProfileText).mockRejectedValueOnce(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { address, save } = renderAddress();
    fireEvent.change(address, { target: { value: 'New Street' } });
    await userEvent.click(save);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your address could not be saved.', expect.anything()));
  });
});
