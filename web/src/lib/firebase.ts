import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, onAuthStateChanged, type Auth } from 'firebase/auth';
import { env } from '@/config/env';
import { defaultFirebaseApp, emulatorPorts, perApp } from './firebase-app';
import { writeSessionHint } from './session-hint';

export { emulatorPorts, firebaseConfig, perApp } from './firebase-app';

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
  // The session hint follows Auth wherever Auth runs (lib/session-hint.ts).
  onAuthStateChanged(auth, (user) => writeSessionHint(user !== null));
  return auth;
});

/**
 * Auth of the app's default Firebase app, for code that needs it only when the user acts (the
 * sign-in and sign-up forms): those pages render without Firebase's providers, so they can be
 * prerendered (vite.config.ts).
 */
export const appAuth = (): Auth => firebaseAuth(defaultFirebaseApp());
