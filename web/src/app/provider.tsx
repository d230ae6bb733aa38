import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { withoutGlobalStyles } from '@/components/ui/global-styles';
import { system } from '@/components/ui/theme';
import { Toasts } from './toasts';

/**
 * The built app's pages carry Chakra's global styles in their HTML (components/ui/global-styles.tsx);
 * the dev server's pages do not, so there ChakraProvider inserts them as usual.
 */
const providedSystem = import.meta.env.DEV ? system : withoutGlobalStyles(system);

/**
 * Providers every page needs. Firebase is not among them: the shell and the landing page render
 * without it, and what needs it brings its own providers (lib/firebase-providers.tsx, routes.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={providedSystem}>
      <ColorModeProvider>
        {children}
        <Toasts />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
