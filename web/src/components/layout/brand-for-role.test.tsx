import { screen } from '@testing-library/react';
import { useSigninCheck, type LiveStatus, type SigninCheckResult } from '@/lib/firebase-context';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BrandForRole } from './brand-for-role';

vi.mock('@/lib/firebase-context', () => ({ useSigninCheck: vi.fn() }));

function adminClaim(claim: 'loading' | 'signed-out' | boolean): LiveStatus<SigninCheckResult> {
  if (claim === 'loading') return { status: 'loading', data: undefined } as unknown as LiveStatus<SigninCheckResult>;
  const signedIn = claim !== 'signed-out';
  const data = { signedIn, hasRequiredClaims: claim === true, user: null } as SigninCheckResult;
  return { status: 'success', data } as LiveStatus<SigninCheckResult>;
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
