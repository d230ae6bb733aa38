/**
 * The Firebase app and what every Firebase product shares, without any product: a part that only
 * reads public data (the landing page's catalogue) loads no Auth (./firebase.ts).
 */
import { getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { env } from '@/config/env';

export const firebaseConfig: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  ...(env.VITE_FIREBASE_STORAGE_BUCKET ? { storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET } : {}),
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
};

export { emulatorPorts } from './emulator-ports';

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
 * The app's default Firebase app, made once: the one FirebaseProviders (lib/firebase-providers.tsx)
 * provides, and the one parts that render without those providers use.
 */
export function defaultFirebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(firebaseConfig);
}
