import type { Auth, User } from 'firebase/auth';
import { firebaseAuth } from './firebase';
import { defaultFirebaseApp } from './firebase-app';

/**
 * The app's Auth and its user once Auth has restored the session from the browser's store (null
 * when signed out): for the reads a page's shell asks the entry to start early
 * (./early-signed-in-reads.ts). The same Auth the app's providers use later (one per app).
 */
export async function restoredSession(): Promise<{ auth: Auth; user: User } | null> {
  const auth = firebaseAuth(defaultFirebaseApp());
  await auth.authStateReady();
  return auth.currentUser ? { auth, user: auth.currentUser } : null;
}
