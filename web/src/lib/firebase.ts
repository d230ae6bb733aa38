import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { env } from '@/config/env';
import { emulatorPorts, perApp } from './firebase-app';

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
  return auth;
});
