import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, useFirebaseApp } from 'reactfire';
import { firebaseAuth, firebaseConfig } from './firebase';

function FirebaseAuth({ children }: { children: ReactNode }) {
  return <AuthProvider sdk={firebaseAuth(useFirebaseApp())}>{children}</AuthProvider>;
}

/**
 * reactfire's Firebase app and Auth, connected to the emulators in development. The app shell
 * and the landing page render without them: the parts that need Firebase (the header's account
 * area, the quiz catalogue, every other page) load it, and these providers, in parallel with
 * the first paint. Each such part has its own providers; they share one app and one Auth.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseConfig={firebaseConfig}>
      <FirebaseAuth>{children}</FirebaseAuth>
    </FirebaseAppProvider>
  );
}
