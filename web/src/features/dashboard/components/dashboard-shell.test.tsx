import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { useSigninCheck, useUser, type LiveStatus, type LiveValue, type SigninCheckResult } from '@/lib/firebase-context';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '@quizmaster/shared/models/user';
import { HeaderSlot, HeaderSlotProvider } from '@/components/layout/header-slot';
import { renderWithProviders } from '@/test/render';
import { useMyUserRecord } from '../api/use-player-records';
import { DashboardShell } from './dashboard-shell';

vi.mock('@/lib/firebase-context', () => ({ useUser: vi.fn(), useSigninCheck: vi.fn() }));
vi.mock('../api/use-player-records', () => ({ useMyUserRecord: vi.fn() }));

const someone = { uid: 'u1', email: 'pat@example.com', displayName: 'Pat Tester', photoURL: null } as User;

/** What useSigninCheck({ requiredClaims: { admin: true } }) answers: loading, or the token's say. */
function adminClaim(claim: 'loading' | boolean): LiveStatus<SigninCheckResult> {
  if (claim === 'loading') return { status: 'loading', data: undefined } as unknown as LiveStatus<SigninCheckResult>;
  const data = { signedIn: true, hasRequiredClaims: claim, user: someone } as SigninCheckResult;
  return { status: 'success', data } as LiveStatus<SigninCheckResult>;
}

/** The user's own record as the live listener reports it: loading, or with this role. */
function record(role: 'loading' | UserRecord['role']) {
  if (role === 'loading') return { status: 'loading', data: undefined } as unknown as ReturnType<typeof useMyUserRecord>;
  const data = { name: 'Pat Tester', email: someone.email, role, premiumUntil: null } as UserRecord;
  return { status: 'success', data } as unknown as ReturnType<typeof useMyUserRecord>;
}

/** The shell under the app's header, as AppLayout places it. */
function renderShell() {
  return renderWithProviders(
    <HeaderSlotProvider>
      <header>
        <a href="/">Quiz Master</a>
        <HeaderSlot />
      </header>
      <DashboardShell>
        <p>Page content</p>
      </DashboardShell>
    </HeaderSlotProvider>,
    { route: '/dashboard' },
  );
}

const menu = () => within(screen.getByRole('complementary', { name: 'Dashboard sidebar' })).getByRole('navigation', { name: 'Dashboard' });

describe('DashboardShell', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(useUser).mockReturnValue({ status: 'success', data: someone } as LiveValue<User | null>);
  });

  it.each(['loading', 'admin', ''] as const)(
    'shows the loading shell, and no menu at all, while the role loads (record: %s)',
    (recordRole) => {
      vi.mocked(useSigninCheck).mockReturnValue(adminClaim('loading'));
      vi.mocked(useMyUserRecord).mockReturnValue(record(recordRole));
      renderShell();
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'My Payments' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
      expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    },
  );

  it.each(['loading', ''] as const)("gives an admin (token claim) the admin menu, whatever the record says yet (record: '%s')", (recordRole) => {
    vi.mocked(useSigninCheck).mockReturnValue(adminClaim(true));
    vi.mocked(useMyUserRecord).mockReturnValue(record(recordRole));
    renderShell();
    for (const name of ['Dashboard', 'Users', 'Add Quiz', 'Manage Quizzes', 'Payments list']) {
      expect(within(menu()).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu()).queryByRole('link', { name: 'My Payments' })).not.toBeInTheDocument();
    expect(screen.getByText('Admin', { exact: true })).toBeInTheDocument();
  });

  it('gives the player menu to a user whose record says admin before their token does (the guards follow the token)', () => {
    vi.mocked(useSigninCheck).mockReturnValue(adminClaim(false));
    vi.mocked(useMyUserRecord).mockReturnValue(record('admin'));
    renderShell();
    expect(within(menu()).getByRole('link', { name: 'My Payments' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Add a Review' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.getByText('Player', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it("puts the drawer toggle in the header (SPEC.md section 1), and it opens the dashboard's menu", async () => {
    vi.mocked(useSigninCheck).mockReturnValue(adminClaim(false));
    vi.mocked(useMyUserRecord).mockReturnValue(record(''));
    renderShell();
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Open dashboard menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { name: 'Open dashboard menu' })).toHaveLength(1);
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Dashboard menu' });
    expect(within(drawer).getByRole('link', { name: 'My Payments' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks for the same admin claim as the admin guard', () => {
    vi.mocked(useSigninCheck).mockReturnValue(adminClaim(false));
    vi.mocked(useMyUserRecord).mockReturnValue(record(''));
    renderShell();
    expect(useSigninCheck).toHaveBeenCalledWith({ requiredClaims: { admin: true } });
  });
});
