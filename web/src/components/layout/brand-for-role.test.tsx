import { screen } from '@testing-library/react';
import { useSigninCheck, type ObservableStatus, type SigninCheckResult } from 'reactfire';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BrandForRole } from './brand-for-role';

vi.mock('reactfire', () => ({ useSigninCheck: vi.fn() }));

function adminClaim(claim: 'loading' | 'signed-out' | boolean): ObservableStatus<SigninCheckResult> {
  if (claim === 'loading') return { status: 'loading', data: undefined } as unknown as ObservableStatus<SigninCheckResult>;
  const signedIn = claim !== 'signed-out';
  const data = { signedIn, hasRequiredClaims: claim === true, errors: {}, user: null } as SigninCheckResult;
  return { status: 'success', data } as ObservableStatus<SigninCheckResult>;
}

/** The brand as the header's home link shows it. */
function renderBrand() {
  return renderWithProviders(
    <a href="/">
      <BrandForRole />
    </a>,
  );
}

describe('the header brand (SPEC.md section 1)', () => {
  it("is 'Quiz Master Admin' for an admin (the token's admin claim): the brand text itself", () => {
    vi.mocked(useSigninCheck).mockReturnValue(adminClaim(true));
    renderBrand();
    expect(screen.getByRole('link')).toHaveTextContent(/^Quiz Master Admin$/);
    expect(useSigninCheck).toHaveBeenCalledWith({ requiredClaims: { admin: true } });
  });

  it.each([
    ['a player', false],
    ['a visitor', 'signed-out'],
    ['anyone while the role loads', 'loading'],
  ] as const)("is 'Quiz Master' for %s", (_who, claim) => {
    vi.mocked(useSigninCheck).mockReturnValue(adminClaim(claim));
    renderBrand();
    expect(screen.getByRole('link')).toHaveTextContent(/^Quiz Master$/);
  });
});
