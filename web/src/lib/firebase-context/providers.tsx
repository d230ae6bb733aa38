import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { AuthContext, FirebaseAppContext, FirestoreContext } from './contexts';

/** The Firebase app and its Auth for the components below (lib/firebase-providers.tsx makes them). */
export function FirebaseProvider({ app, auth, children }: { app: FirebaseApp; auth: Auth; children: ReactNode }) {
  return (
    <FirebaseAppContext.Provider value={app}>
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    </FirebaseAppContext.Provider>
  );
}

/** The full Firestore SDK for the live pages below (lib/firestore/live-firestore.tsx makes it). */
export function FirestoreProvider({ sdk, children }: { sdk: Firestore; children: ReactNode }) {
  return <FirestoreContext.Provider value={sdk}>{children}</FirestoreContext.Provider>;
}
