import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, onSnapshot, queryEqual, type Firestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { emulatorPorts, perApp } from '../firebase-app';
import { connectReactfireToFirestore } from './reactfire-bridge';

// Loading this module is what makes reactfire's Firestore hooks work (see ./reactfire-bridge.ts).
connectReactfireToFirestore({ onSnapshot, queryEqual });

/**
 * The full Firestore SDK: live listeners (reactfire's hooks) and writes. Only pages with live
 * data load it (through <LiveFirestore>); one-shot reads use the REST reader (./rest.ts).
 */
export const liveFirestore = perApp((app: FirebaseApp): Firestore => {
  const db = getFirestore(app);
  if (env.VITE_USE_EMULATORS) connectFirestoreEmulator(db, env.VITE_EMULATOR_HOST, emulatorPorts.firestore);
  return db;
});
