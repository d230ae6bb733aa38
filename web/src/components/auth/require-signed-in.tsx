import { useCallback, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSigninCheck } from '@/lib/firebase-context';
import { LoadingShell } from '@/components/shell/loading-shell';
import { paths } from '@/config/paths';
import { ForgetThisPageContext, useForgetThisPage } from './forget-this-page';

/**
 * Shows its page to signed-in users only. Visitors go to /login, which brings them back here
 * afterwards, unless a guard inside asked to forget this page (forget-this-page.ts); while the
 * auth state loads, the page's shell (never a flash of the wrong page).
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status, data } = useSigninCheck();
  const location = useLocation();
  const [forgotten, setForgotten] = useState(false);
  // Guards nest (the dashboard's around an admin page's): the outermost one redirects first.
  const forgetAround = useForgetThisPage();
  const forget = useCallback(() => {
    setForgotten(true);
    forgetAround();
  }, [forgetAround]);

  if (status === 'loading') return <LoadingShell />;
  if (!data.signedIn) {
    const returnHere = forgotten ? undefined : { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.login.getHref()} replace state={returnHere} />;
  }
  return <ForgetThisPageContext.Provider value={forget}>{children}</ForgetThisPageContext.Provider>;
}
