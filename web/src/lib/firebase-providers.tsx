import type { ReactNode } from 'react';
import { FirebaseProvider } from './firebase-context';
import { firebaseAuth } from './firebase';
import { defaultFirebaseApp } from './firebase-app';

/**
 * The Firebase app and Auth (lib/firebase-context), connected to the emulators in development.
 * The app shell and the landing page render without them: the parts that need Firebase (the
 * header's account area, the quiz catalogue, every other page) load it, and these providers, in
 * parallel with the first paint. Each such part has its own providers; they share one app and one Auth.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  const app = defaultFirebaseApp();
  return (
    <FirebaseProvider app={app} auth={firebaseAuth(app)}>
      {children}
    </FirebaseProvider>
  );
}
