import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';

/**
 * Shows its page to signed-in users only. Visitors go to /login, which brings them back here
 * afterwards; while the auth state loads, a spinner (never a flash of the wrong page).
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status, data } = useSigninCheck();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (!data.signedIn) {
    return <Navigate to={paths.login.getHref()} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
