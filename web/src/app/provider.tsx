import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, useFirebaseApp } from 'reactfire';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { useColorMode } from '@/components/ui/use-color-mode';
import { ClaimsSync } from '@/features/auth/components/claims-sync';
import { system } from '@/components/ui/theme';
import { firebaseConfig, firebaseSdks } from '@/lib/firebase';

/** Firebase SDK instances from the app reactfire holds, connected to the emulators in development. */
function FirebaseSdkProviders({ children }: { children: ReactNode }) {
  const { auth, firestore } = firebaseSdks(useFirebaseApp());
  return (
    <AuthProvider sdk={auth}>
      <FirestoreProvider sdk={firestore}>
        <ClaimsSync />
        {children}
      </FirestoreProvider>
    </AuthProvider>
  );
}

/** Toasts follow the colour mode; durations are the spec's defaults (SPEC.md section 9). */
function Toasts() {
  const { colorMode } = useColorMode();
  return <ToastContainer position="top-center" autoClose={4000} theme={colorMode} newestOnTop />;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <FirebaseAppProvider firebaseConfig={firebaseConfig}>
          <FirebaseSdkProviders>{children}</FirebaseSdkProviders>
        </FirebaseAppProvider>
        <Toasts />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
