import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { env } from '@/config/env';
import { emulatorPorts, perApp } from '../firebase-app';

/**
 * Firestore Lite: one-shot reads over plain HTTPS, about a third of the full SDK's size. Pages
 * that only show data as it is when they open (the quiz catalogue) read through it, so the
 * landing page never loads the full SDK. Live data goes through ./live.ts.
 */
export const liteFirestore = perApp((app: FirebaseApp): Firestore => {
  const db = getFirestore(app);
  if (env.VITE_USE_EMULATORS) connectFirestoreEmulator(db, env.VITE_EMULATOR_HOST, emulatorPorts.firestore);
  return db;
});
