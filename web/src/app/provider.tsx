import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { useColorMode } from '@/components/ui/use-color-mode';
import { system } from '@/components/ui/theme';

/** Toasts follow the colour mode; durations are the spec's defaults (SPEC.md section 9). */
function Toasts() {
  const { colorMode } = useColorMode();
  return <ToastContainer position="top-center" autoClose={4000} theme={colorMode} newestOnTop />;
}

/**
 * Providers every page needs. Firebase is not among them: the shell and the landing page render
 * without it, and what needs it brings its own providers (lib/firebase-providers.tsx, routes.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        {children}
        <Toasts />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
