import { signOut } from 'firebase/auth';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAuth, useSigninCheck } from 'reactfire';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';

export const ADMIN_ONLY_MESSAGE = 'This is Protected for only Admin';

/** The admin role is the `admin: true` custom claim of the ID token (set only by the functions). */
const ADMIN_CLAIMS = { requiredClaims: { admin: true } };

/**
 * Shows its page to admins only (SPEC.md section 2). Visitors go to /login, which brings them
 * back afterwards. A signed-in non-admin gets the toast 'This is Protected for only Admin', is
 * signed out and so lands on /login too. While the auth state or the role loads, and while a
 * non-admin is being signed out, a spinner shows: never a flash of the admin page.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { status, data } = useSigninCheck(ADMIN_CLAIMS);
  const location = useLocation();
  const deniedPlayer = status === 'success' && data.signedIn && !data.hasRequiredClaims;

  useEffect(() => {
    if (!deniedPlayer) return;
    // A fixed toast id: React's strict mode runs this effect twice in development.
    toast.error(ADMIN_ONLY_MESSAGE, { toastId: 'admin-only' });
    void signOut(auth);
  }, [auth, deniedPlayer]);

  if (status === 'loading' || deniedPlayer) return <PageSpinner />;
  // The role could not be read (e.g. offline): nothing is shown that needs it.
  if (status === 'error' || !data.signedIn) {
    return <Navigate to={paths.login.getHref()} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
