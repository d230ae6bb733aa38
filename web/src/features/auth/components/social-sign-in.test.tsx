import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { browserPopupRedirectResolver, FacebookAuthProvider, GoogleAuthProvider, signInWithPopup, type UserCredential } from 'firebase/auth';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { fakeAuth, fakeUser } from '../test/fakes';
import { SocialSignIn } from './social-sign-in';

vi.mock('@/lib/app-auth', () => ({ loadAppAuth: () => Promise.resolve(fakeAuth), useAppAuthWarmUp: () => undefined }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  signInWithPopup: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function renderButtons() {
  const onSignedIn = vi.fn();
  renderWithProviders(<SocialSignIn onSignedIn={onSignedIn} />);
  return { onSignedIn, user: userEvent.setup() };
}

describe('SocialSignIn', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('signs in with a Google popup, posts the user record and passes on the report', async () => {
    const account = fakeUser({ email: 'gia@example.com', displayName: 'Gia Google' });
    vi.mocked(signInWithPopup).mockResolvedValue({ user: account } as UserCredential);
    vi.mocked(apiRequest).mockResolvedValue({ report: 'inserted', roleChanged: false });
    const { onSignedIn, user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Continue With Google' }));

    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledWith('inserted');
    });
    const [, provider, resolver] = vi.mocked(signInWithPopup).mock.calls[0] ?? [];
    expect(provider).toBeInstanceOf(GoogleAuthProvider);
    // The app's Auth is set up without popup support (lib/firebase.ts): the call must bring it.
    expect(resolver).toBe(browserPopupRedirectResolver);
    expect(apiRequest).toHaveBeenCalledWith(fakeAuth, 'POST /api/v1/user', { body: { email: 'gia@example.com', name: 'Gia Google', isPaid: false } });
  });

  it('signs in with a Facebook popup the same way', async () => {
    vi.mocked(signInWithPopup).mockResolvedValue({ user: fakeUser({ email: 'fay@example.com', displayName: 'Fay' }) } as UserCredential);
    vi.mocked(apiRequest).mockResolvedValue({ report: 'dataExist', roleChanged: false });
    const { onSignedIn, user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Continue With Facebook' }));

    await waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledWith('dataExist');
    });
    const [, provider] = vi.mocked(signInWithPopup).mock.calls[0] ?? [];
    expect(provider).toBeInstanceOf(FacebookAuthProvider);
  });

  it('treats a closed popup as a change of mind, not a failure', async () => {
    vi.mocked(signInWithPopup).mockRejectedValue(new FirebaseError('auth/popup-closed-by-user', 'closed'));
    const { onSignedIn, user } = renderButtons();
    const google = screen.getByRole('button', { name: 'Continue With Google' });
    await user.click(google);

    await waitFor(() => {
      expect(google).toBeEnabled();
    });
    expect(toast.error).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("shows 'Failed To Login' when the provider refuses", async () => {
    vi.mocked(signInWithPopup).mockRejectedValue(new FirebaseError('auth/account-exists-with-different-credential', 'exists'));
    const { onSignedIn, user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Continue With Facebook' }));

    await waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith('Failed To Login', { autoClose: 4000 });
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
