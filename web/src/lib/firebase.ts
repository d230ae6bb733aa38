import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { env } from '@/config/env';

export const firebaseConfig: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  ...(env.VITE_FIREBASE_STORAGE_BUCKET ? { storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET } : {}),
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
};

/** Emulator ports, as fixed in firebase.json. */
const emulatorPorts = { auth: 9099, firestore: 8080 } as const;

export interface FirebaseSdks {
  auth: Auth;
  firestore: Firestore;
}

const sdksByApp = new WeakMap<FirebaseApp, FirebaseSdks>();

/**
 * The SDK instances of an app, connected to the emulators when configured. Cached per app:
 * connecting an SDK twice throws, and React may render a provider more than once.
 */
export function firebaseSdks(app: FirebaseApp): FirebaseSdks {
  const cached = sdksByApp.get(app);
  if (cached) return cached;
  const auth = getAuth(app);
  const firestore = getFirestore(app);
  if (env.VITE_USE_EMULATORS) {
    const host = env.VITE_EMULATOR_HOST;
    connectAuthEmulator(auth, `http://${host}:${emulatorPorts.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(firestore, host, emulatorPorts.firestore);
  }
  const sdks = { auth, firestore };
  sdksByApp.set(app, sdks);
  return sdks;
}
