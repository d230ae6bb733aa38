import { createContext, useContext } from 'react';

/**
 * What RequireSignedIn gives the guards inside it: `forget()` asks it not to bring the user back
 * to this page after they log in again. The admin guard asks so before it signs a non-admin out,
 * or signing in again would lead straight back to the admin page, and out again.
 */
export const ForgetThisPageContext = createContext<(() => void) | null>(null);

/** The enclosing RequireSignedIn's `forget` (it also tells the ones around it); a no-op outside one. */
export function useForgetThisPage(): () => void {
  return useContext(ForgetThisPageContext) ?? noop;
}

const noop = () => undefined;
