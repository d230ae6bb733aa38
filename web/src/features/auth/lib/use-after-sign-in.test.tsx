import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RegistrationReport } from '../api/register-user';
import { useAfterSignIn } from './use-after-sign-in';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** A login page with one button per outcome, reached from `from` (as a guard sends it). */
function LoginPage() {
  const { returnToOrigin, afterSocialSignIn } = useAfterSignIn();
  const reports: RegistrationReport[] = ['inserted', 'exist', 'dataExist'];
  return (
    <>
      <button onClick={returnToOrigin}>e-mail</button>
      {reports.map((report) => (
        <button key={report} onClick={() => afterSocialSignIn(report)}>
          {report}
        </button>
      ))}
    </>
  );
}

function renderLogin(state: unknown) {
  render(
    <MemoryRouter initialEntries={['/elsewhere', { pathname: '/login', state }]} initialIndex={1}>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/payment" element={<h1>Payment page</h1>} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('useAfterSignIn', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('takes an e-mail login back to the page the guard came from', async () => {
    const user = renderLogin({ from: '/payment' });
    await user.click(screen.getByRole('button', { name: 'e-mail' }));
    expect(screen.getByRole('heading', { name: 'Payment page' })).toBeVisible();
  });

  it('takes an e-mail login home when no guard sent the user', async () => {
    const user = renderLogin(null);
    await user.click(screen.getByRole('button', { name: 'e-mail' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('never leaves the app for a crafted origin', async () => {
    const user = renderLogin({ from: '//evil.example/phish' });
    await user.click(screen.getByRole('button', { name: 'e-mail' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it("welcomes a returning social user ('dataExist') back where they came from", async () => {
    const user = renderLogin({ from: '/payment' });
    await user.click(screen.getByRole('button', { name: 'dataExist' }));
    expect(screen.getByRole('heading', { name: 'Payment page' })).toBeVisible();
    expect(toast.success).toHaveBeenCalledWith('Login Successfully!', { autoClose: 2000 });
  });

  for (const report of ['inserted', 'exist'] as const) {
    it(`takes a social sign-in with report '${report}' home, without the welcome toast`, async () => {
      const user = renderLogin({ from: '/payment' });
      await user.click(screen.getByRole('button', { name: report }));
      expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
      expect(toast.success).not.toHaveBeenCalled();
    });
  }
});
