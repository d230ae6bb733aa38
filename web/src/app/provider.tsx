import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { lazy, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { SignedInBellContext } from '@/components/layout/bell-slot';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { withoutGlobalStyles } from '@/components/ui/global-styles';
import { adoptPrerenderedStyles } from '@/components/ui/adopt-prerendered-styles';
import { getSystem } from '@/components/ui/theme';
import { Toasts } from './toasts';

/**
 * The built app's pages carry Chakra's global styles in their HTML (components/ui/global-styles.tsx);
 * the dev server's pages do not, so there ChakraProvider inserts them as usual.
 */
let providedSystem: SystemContext | undefined;
const getProvidedSystem = () => (providedSystem ??= import.meta.env.DEV ? getSystem() : withoutGlobalStyles(getSystem()));

/** The signed-in user's notification bell, for the header (a chunk of its own, loaded once someone is signed in). */
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell').then((module) => ({ default: module.NotificationBell })));
const renderNotificationBell = (user: User) => <NotificationBell user={user} />;

/**
 * Providers every page needs. Firebase is not among them: the shell and the landing page render
 * without it, and what needs it brings its own providers (lib/firebase-providers.tsx, routes.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  // Before anything renders a class: the prerendered page's rules are in its HTML already.
  adoptPrerenderedStyles(useEmotionCache());
  return (
    <ChakraProvider value={getProvidedSystem()}>
      <ColorModeProvider>
        <SignedInBellContext.Provider value={renderNotificationBell}>{children}</SignedInBellContext.Provider>
        <Toasts />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
