import type { FirebaseApp } from 'firebase/app';
import { firebaseAuth } from './firebase';
import { defaultFirebaseApp } from './firebase-app';

/*
 * Whether the visitor is a signed-in admin, without any Firestore SDK: the admin routes' prefetches
 * ask it before they load the full SDK (lib/firestore/prefetch.ts), so that a player's visit
 * of a page both see (the dashboard) never downloads it.
 */

/** The app, once Auth has restored the session, when the signed-in user is an admin (token claim). */
export async function signedInAdminApp(): Promise<FirebaseApp | null> {
  const app = defaultFirebaseApp();
  const auth = firebaseAuth(app);
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  const { claims } = await user.getIdTokenResult();
  return claims.admin === true ? app : null;
}

