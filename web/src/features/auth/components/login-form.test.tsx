import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword, signOut, type UserCredential } from 'firebase/auth';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { fakeAuth, fakeUser } from '../test/fakes';
import { LoginForm } from './login-form';

vi.mock('@/lib/app-auth', () => ({ loadAppAuth: () => Promise.resolve(fakeAuth), useAppAuthWarmUp: () => undefined }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const REAL_ADDRESS = 'ann.lee+quiz@mail.example.co.uk';

function renderForm() {
  const onSignedIn = vi.fn();
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
  const user = userEvent.setup();
  return {
    onSignedIn,
    user,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: () => user.click(screen.getByRole('button', { name: 'Login' })),
  };
}

describe('LoginForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('says that both fields are required', async () => {
    const form = renderForm();
    await form.submit();
    expect(await screen.findByText('Email is Required')).toBeVisible();
    expect(screen.getByText('Password is Required')).toBeVisible();
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail and a short password with the spec messages', async () => {
    const form = renderForm();
    await form.user.type(form.email, 'ann@nowhere');
    await form.user.type(form.password, 'Ab1');
    await form.submit();
    expect(await screen.findByText('Provide a valid email')).toBeVisible();
    expect(screen.getByText('Must be 6 character or longer')).toBeVisible();
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for an uppercase letter in the password', async () => {
    const form = renderForm();
    await form.user.type(form.email, 'ann@example.com');
    await form.user.type(form.password, 'lowercase1');
    await form.submit();
    expect(await screen.findByText('At least One Uppercase')).toBeVisible();
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('signs in a real address with dots, a plus sign and sub-domains, records the user and resets the form', async () => {
    const account = fakeUser({ email: REAL_ADDRESS, displayName: 'Ann Lee' });
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: account } as UserCredential);
    vi.mocked(apiRequest).mockResolvedValue({ report: 'dataExist', roleChanged: false });
    const form = renderForm();
    await form.user.type(form.email, REAL_ADDRESS);
    await form.user.type(form.password, 'Secret123');
    await form.submit();

    await waitFor(() => {
      expect(form.onSignedIn).toHaveBeenCalledOnce();
    });
    expect(screen.queryByText('Provide a valid email')).not.toBeInTheDocument();
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, REAL_ADDRESS, 'Secret123');
    expect(apiRequest).toHaveBeenCalledWith(fakeAuth, 'POST /api/v1/user', { body: { email: REAL_ADDRESS, name: 'Ann Lee', isPaid: false } });
    expect(form.email).toHaveValue('');
    expect(form.password).toHaveValue('');
  });

  it('refreshes the ID token when the server has just granted the admin role', async () => {
    const account = fakeUser({ email: 'boss@example.com', displayName: 'Boss' });
    const getIdToken = vi.spyOn(account, 'getIdToken');
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: account } as UserCredential);
    vi.mocked(apiRequest).mockResolvedValue({ report: 'dataExist', roleChanged: true });
    const form = renderForm();
    await form.user.type(form.email, 'boss@example.com');
    await form.user.type(form.password, 'Secret123');
    await form.submit();
    await waitFor(() => {
      expect(form.onSignedIn).toHaveBeenCalledOnce();
    });
    expect(getIdToken).toHaveBeenCalledWith(true);
  });

  it("shows 'Failed To Login' for a wrong password and still resets the form", async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(new FirebaseError('auth/invalid-credential', 'wrong'));
    const form = renderForm();
    await form.user.type(form.email, 'ann@example.com');
    await form.user.type(form.password, 'Wrong123');
    await form.submit();

    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith('Failed To Login', { autoClose: 4000 });
    });
    expect(form.onSignedIn).not.toHaveBeenCalled();
    expect(apiRequest).not.toHaveBeenCalled();
    expect(form.email).toHaveValue('');
  });

  it('signs the user out again when the user record cannot be stored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: fakeUser({ email: 'ann@example.com' }) } as UserCredential);
    vi.mocked(apiRequest).mockRejectedValue(new ApiRequestError(500, 'internal', 'Something went wrong on our side.'));
    const form = renderForm();
    await form.user.type(form.email, 'ann@example.com');
    await form.user.type(form.password, 'Secret123');
    await form.submit();

    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith('Failed To Login', { autoClose: 4000 });
    });
    expect(signOut).toHaveBeenCalledWith(fakeAuth);
    expect(form.onSignedIn).not.toHaveBeenCalled();
  });

  it("shows the API's own message when sign-ins are rate limited (429), which says how long to wait", async () => {
    const message = 'Too many sign-ins from your network: try again in 42 minutes.';
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user: fakeUser({ email: 'ann@example.com' }) } as UserCredential);
    vi.mocked(apiRequest).mockRejectedValue(new ApiRequestError(429, 'rate-limited', message));
    const form = renderForm();
    await form.user.type(form.email, 'ann@example.com');
    await form.user.type(form.password, 'Secret123');
    await form.submit();

    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith(message, { autoClose: 4000 });
    });
    expect(signOut).toHaveBeenCalledWith(fakeAuth);
  });

  it('shows and hides the password', async () => {
    const form = renderForm();
    expect(form.password).toHaveAttribute('type', 'password');
    await form.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(form.password).toHaveAttribute('type', 'text');
    await form.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(form.password).toHaveAttribute('type', 'password');
  });
});
