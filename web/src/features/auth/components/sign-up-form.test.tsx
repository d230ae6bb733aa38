import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signOut,
  updateProfile,
  type UserCredential,
} from 'firebase/auth';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { fakeAuth, fakeUser } from '../test/fakes';
import { SignUpForm } from './sign-up-form';

vi.mock('@/lib/app-auth', () => ({ loadAppAuth: () => Promise.resolve(fakeAuth), useAppAuthWarmUp: () => undefined }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(() => Promise.resolve()),
  updateProfile: vi.fn(() => Promise.resolve()),
  signOut: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const REAL_ADDRESS = 'ann.lee+quiz@mail.example.co.uk';

function renderForm() {
  const onSignedUp = vi.fn();
  renderWithProviders(<SignUpForm onSignedUp={onSignedUp} />);
  const user = userEvent.setup();
  return {
    onSignedUp,
    user,
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: () => user.click(screen.getByRole('button', { name: 'Register' })),
  };
}

describe('SignUpForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('says that every field is required', async () => {
    const form = renderForm();
    await form.submit();
    expect(await screen.findByText('Name is Required')).toBeVisible();
    expect(screen.getByText('Email is Required')).toBeVisible();
    expect(screen.getByText('Password is Required')).toBeVisible();
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('refuses a short name, a malformed e-mail and a short password with the spec messages', async () => {
    const form = renderForm();
    await form.user.type(form.name, 'Al');
    await form.user.type(form.email, 'ann.example.com');
    await form.user.type(form.password, 'Abc');
    await form.submit();
    expect(await screen.findByText('Must be 3 character or longer')).toBeVisible();
    expect(screen.getByText('Provide a valid email')).toBeVisible();
    expect(screen.getByText('Must be 6 character or longer')).toBeVisible();
  });

  it('refuses a name longer than the profile and the API accept (PROFILE_LIMITS.name.max)', async () => {
    const form = renderForm();
    await form.user.type(form.name, 'N'.repeat(61));
    await form.user.type(form.email, 'ann@example.com');
    await form.user.type(form.password, 'Secret123');
    await form.submit();
    expect(await screen.findByText('At most 60 characters')).toBeVisible();
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('asks for an uppercase letter in the password', async () => {
    const form = renderForm();
    await form.user.type(form.name, 'Ann Lee');
    await form.user.type(form.email, 'ann@example.com');
    await form.user.type(form.password, 'secret123');
    await form.submit();
    expect(await screen.findByText('At least One Uppercase')).toBeVisible();
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('creates the account, requests the verification e-mail, sets the name, records the user and resets the form', async () => {
    const account = fakeUser({ email: REAL_ADDRESS });
    vi.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user: account } as UserCredential);
    vi.mocked(apiRequest).mockResolvedValue({ report: 'inserted', roleChanged: false });
    const form = renderForm();
    await form.user.type(form.name, '  Ann Lee ');
    await form.user.type(form.email, REAL_ADDRESS);
    await form.user.type(form.password, 'Secret123');
    await form.submit();

    await waitFor(() => {
      expect(form.onSignedUp).toHaveBeenCalledOnce();
    });
    expect(createUserWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, REAL_ADDRESS, 'Secret123');
    expect(sendEmailVerification).toHaveBeenCalledWith(account);
    expect(updateProfile).toHaveBeenCalledWith(account, { displayName: 'Ann Lee' });
    expect(apiRequest).toHaveBeenCalledWith(fakeAuth, 'POST /api/v1/user', { body: { email: REAL_ADDRESS, name: 'Ann Lee', isPaid: false } });
    // The spec's order: account, verification e-mail, display name; the record comes last.
    const order = (mock: { invocationCallOrder: number[] }) => mock.invocationCallOrder[0] ?? Number.NaN;
    expect(order(vi.mocked(sendEmailVerification).mock)).toBeLessThan(order(vi.mocked(updateProfile).mock));
    expect(order(vi.mocked(updateProfile).mock)).toBeLessThan(order(vi.mocked(apiRequest).mock));
    expect(toast.success).toHaveBeenCalledWith(`Welcome to Quiz Master! We sent a verification link to ${REAL_ADDRESS}.`, {
      autoClose: 2000,
    });
    expect(form.name).toHaveValue('');
    expect(form.email).toHaveValue('');
    expect(form.password).toHaveValue('');
  });

  it("shows 'Failed To Sign Up' when the e-mail is taken, without touching the current session", async () => {
    vi.mocked(createUserWithEmailAndPassword).mockRejectedValue(new FirebaseError('auth/email-already-in-use', 'taken'));
    const form = renderForm();
    await form.user.type(form.name, 'Ann Lee');
    await form.user.type(form.email, 'ann@example.com');
    await form.user.type(form.password, 'Secret123');
    await form.submit();

    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith('Failed To Sign Up', { autoClose: 4000 });
    });
    expect(signOut).not.toHaveBeenCalled();
    expect(form.onSignedUp).not.toHaveBeenCalled();
    expect(form.name).toHaveValue('');
  });

  it('signs the new account out when a later step fails', async () => {
    vi.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user: fakeUser({ email: 'ann@example.com' }) } as UserCredential);
    vi.mocked(sendEmailVerification).mockRejectedValueOnce(new FirebaseError('auth/too-many-requests', 'slow down'));
    const form = renderForm();
    await form.user.type(form.name, 'Ann Lee');
    await form.user.type(form.email, 'ann@example.com');
    await form.user.type(form.password, 'Secret123');
    await form.submit();

    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith('Failed To Sign Up', { autoClose: 4000 });
    });
    expect(signOut).toHaveBeenCalledWith(fakeAuth);
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
