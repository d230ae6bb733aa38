import { signOut } from 'firebase/auth';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from '@/lib/firebase-context';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useForgetThisPage } from './forget-this-page';
import { RequireSignedIn } from './require-signed-in';
import { useAdminRole } from './use-admin-role';
import { adminOnlyMessage } from '@quizmaster/shared/messages';
import { notify } from '@/lib/notify';


/**
 * Shows its page to admins only (SPEC.md section 2; the role is the token's claim, see
 * useAdminRole). Visitors go to /login, which brings them back afterwards (RequireSignedIn).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireSignedIn>
      <AdminsOnly>{children}</AdminsOnly>
    </RequireSignedIn>
  );
}

/**
 * A signed-in non-admin gets the toast 'This is Protected for only Admin' and is signed out, so
 * lands on /login, but on a /login that does not bring them back here: signing in again leads
 * home, not back to this page and out again. While the role loads, and while a non-admin is being
 * signed out, a spinner shows: never a flash of the admin page.
 */
function AdminsOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const role = useAdminRole();
  const forgetThisPage = useForgetThisPage();
  const deniedPlayer = role === 'player';

  useEffect(() => {
    if (!deniedPlayer) return;
    // A fixed toast id: React's strict mode runs this effect twice in development.
    notify.error(adminOnlyMessage, { toastId: 'admin-only' });
    forgetThisPage();
    void signOut(auth);
  }, [auth, deniedPlayer, forgetThisPage]);

  if (role === 'admin') return children;
  if (role === 'unknown') return <LoadFailed>We could not check that you are an admin. Check your connection and reload the page.</LoadFailed>;
  // Loading, being signed out, or signed out (RequireSignedIn around sends them to /login).
  return <PageSpinner />;
}
