import type { ReactNode } from 'react';
import { FirestoreProvider, useFirebaseApp } from 'reactfire';
import { liveFirestore } from './live';

/** reactfire's Firestore provider (the full SDK) for the pages and widgets below it. */
export function LiveFirestore({ children }: { children: ReactNode }) {
  return <FirestoreProvider sdk={liveFirestore(useFirebaseApp())}>{children}</FirestoreProvider>;
}
