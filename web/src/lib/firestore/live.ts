import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { emulatorPorts, perApp } from '../firebase-app';

/**
 * The full Firestore SDK: live listeners (lib/firebase-context/live-data.ts) and writes. Only pages
 * with live data load it (through <LiveFirestore>); one-shot reads use the REST reader (./rest.ts).
 */
export const liveFirestore = perApp((app: FirebaseApp): Firestore => {
  const db = getFirestore(app);
  if (env.VITE_USE_EMULATORS) connectFirestoreEmulator(db, env.VITE_EMULATOR_HOST, emulatorPorts.firestore);
  return db;
});
