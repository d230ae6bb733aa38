import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { env } from '@/config/env';

export const firebaseConfig: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  ...(env.VITE_FIREBASE_STORAGE_BUCKET ? { storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET } : {}),
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
};

/** Emulator ports, as fixed in firebase.json. */
export const emulatorPorts = { auth: 9099, firestore: 8080 } as const;

/**
 * One SDK instance per app, made and (in development) connected to its emulator once: connecting
 * twice throws, and React may render a provider more than once.
 */
export function perApp<T>(make: (app: FirebaseApp) => T): (app: FirebaseApp) => T {
  const instances = new WeakMap<FirebaseApp, T>();
  return (app) => {
    let instance = instances.get(app);
    if (instance === undefined) {
      instance = make(app);
      instances.set(app, instance);
    }
    return instance;
  };
}

/**
 * Auth with only what every page needs: the session kept in IndexedDB (localStorage as the
 * fallback). `getAuth` would also bundle the popup and redirect machinery; the sign-in page
 * brings that itself (`signInWithPopup(auth, provider, browserPopupRedirectResolver)`).
 */
export const firebaseAuth = perApp((app): Auth => {
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (env.VITE_USE_EMULATORS) {
    connectAuthEmulator(auth, `http://${env.VITE_EMULATOR_HOST}:${String(emulatorPorts.auth)}`, { disableWarnings: true });
  }
  return auth;
});
