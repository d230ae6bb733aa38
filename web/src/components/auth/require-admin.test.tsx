import { screen, waitFor } from '@testing-library/react';
import { signOut, type Auth, type User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useSigninCheck, type LiveStatus, type SigninCheckResult } from '@/lib/firebase-context';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RequireAdmin } from './require-admin';
import { RequireSignedIn } from './require-signed-in';

const fakeAuth = { name: 'test-auth' } as unknown as Auth;

vi.mock('@/lib/firebase-context', () => ({ useAuth: () => fakeAuth, useSigninCheck: vi.fn() }));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  signOut: vi.fn(() => Promise.resolve()),
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** What useSigninCheck answers: still loading, or a result. */
function signInCheck(result: Partial<SigninCheckResult> | 'loading'): LiveStatus<SigninCheckResult> {
  if (result === 'loading') return { status: 'loading', data: undefined } as unknown as LiveStatus<SigninCheckResult>;
  const data: SigninCheckResult = { signedIn: false, hasRequiredClaims: false, user: null, ...result } as SigninCheckResult;
  return { status: 'success', data } as LiveStatus<SigninCheckResult>;
}

const someone = { uid: 'u1', email: 'pat@example.com' } as User;

function LoginPage() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <h1>Login page (from {from ?? 'nowhere'})</h1>;
}

/**
 * Auth as the app sees it: signing out changes what useSigninCheck answers, and every guard on
 * the page hears it (the hooks share one listener).
 */
function liveSignInCheck(initial: Partial<SigninCheckResult>) {
  let current = signInCheck(initial);
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  vi.mocked(useSigninCheck).mockImplementation(() => useSyncExternalStore(subscribe, () => current));
  vi.mocked(signOut).mockImplementation(() => {
    current = signInCheck({ signedIn: false });
    listeners.forEach((listener) => listener());
    return Promise.resolve();
  });
}

/** An admin page inside the dashboard's layout, whose own guard lets only signed-in users in. */
function renderAdminPageInDashboard() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard"
        element={
          <RequireSignedIn>
            <Outlet />
          </RequireSignedIn>
        }
      >
        <Route
          path="users"
          element={
            <RequireAdmin>
              <h1>All users</h1>
            </RequireAdmin>
          }
        />
      </Route>
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { route: '/dashboard/users?page=2' },
  );
}

function renderAdminPage() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/users"
        element={
          <RequireAdmin>
            <h1>All users</h1>
          </RequireAdmin>
        }
      />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { route: '/dashboard/users?page=2' },
  );
}

describe('RequireAdmin', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(signOut).mockResolvedValue(undefined);
  });

  it('shows a spinner, never the page, while the auth state or the role loads', () => {
    vi.mocked(useSigninCheck).mockReturnValue(signInCheck('loading'));
    renderAdminPage();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All users' })).not.toBeInTheDocument();
  });

  it('asks for the admin custom claim once the user is known to be signed in, with the spinner meanwhile', () => {
    vi.mocked(useSigninCheck).mockImplementation((options) => (options ? signInCheck('loading') : signInCheck({ signedIn: true, user: someone })));
    renderAdminPage();
    expect(useSigninCheck).toHaveBeenCalledWith({ requiredClaims: { admin: true } });
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All users' })).not.toBeInTheDocument();
  });

  it('says so, and shows nothing admin-only, when the claims cannot be read (offline)', () => {
    vi.mocked(useSigninCheck).mockImplementation((options) =>
      options
        ? ({ status: 'error', data: undefined, error: new Error('offline') } as unknown as LiveStatus<SigninCheckResult>)
        : signInCheck({ signedIn: true, user: someone }),
    );
    renderAdminPage();
    expect(screen.getByText(/We could not check that you are an admin/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'All users' })).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('sends a visitor to /login, remembering the page', () => {
    vi.mocked(useSigninCheck).mockReturnValue(signInCheck({ signedIn: false }));
    renderAdminPage();
    expect(screen.getByRole('heading', { name: 'Login page (from /dashboard/users?page=2)' })).toBeVisible();
    expect(toast.error).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });

  it("tells a signed-in player 'This is Protected for only Admin', signs them out and sends them to /login", async () => {
    vi.mocked(useSigninCheck).mockReturnValue(signInCheck({ signedIn: true, hasRequiredClaims: false, user: someone }));
    renderAdminPage();
    expect(screen.queryByRole('heading', { name: 'All users' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    await waitFor(() => {
      expect(signOut).toHaveBeenCalledWith(fakeAuth);
    });
    expect(toast.error).toHaveBeenCalledWith('This is Protected for only Admin', { toastId: 'admin-only', autoClose: 4000 });
    // Once signed out they land on /login: the test below.
  });

  it('sends the signed-out player to /login without the admin page to come back to, so signing in again leads home', async () => {
    liveSignInCheck({ signedIn: true, hasRequiredClaims: false, user: someone });
    renderAdminPageInDashboard();
    expect(await screen.findByRole('heading', { name: 'Login page (from nowhere)' })).toBeVisible();
    expect(signOut).toHaveBeenCalledOnce();
    expect(toast.error).toHaveBeenCalledWith('This is Protected for only Admin', { toastId: 'admin-only', autoClose: 4000 });
  });

  it('does the same on an admin page outside any signed-in guard (/user/{userId})', async () => {
    liveSignInCheck({ signedIn: true, hasRequiredClaims: false, user: someone });
    renderAdminPage();
    expect(await screen.findByRole('heading', { name: 'Login page (from nowhere)' })).toBeVisible();
  });

  it('lets an admin in', () => {
    vi.mocked(useSigninCheck).mockReturnValue(signInCheck({ signedIn: true, hasRequiredClaims: true, user: someone }));
    renderAdminPage();
    expect(screen.getByRole('heading', { name: 'All users' })).toBeVisible();
    expect(signOut).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
