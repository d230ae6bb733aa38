import type { ReactNode } from 'react';
import { FirestoreProvider, useFirebaseApp } from '@/lib/firebase-context';
import { liveFirestore } from './live';

/** The full Firestore SDK for the pages and widgets below it (useFirestore, lib/firebase-context/live-data.ts). */
export function LiveFirestore({ children }: { children: ReactNode }) {
  return <FirestoreProvider sdk={liveFirestore(useFirebaseApp())}>{children}</FirestoreProvider>;
}
