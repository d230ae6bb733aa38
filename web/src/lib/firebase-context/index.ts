/**
 * The Firebase app, Auth and (on live pages) Firestore for React components, and the signed-in
 * user, live. The live Firestore hooks are in ./live-data.ts (they bring the full SDK).
 */
export type { LiveStatus, LiveValue } from './live-status';
export { useAuth, useFirebaseApp, useFirestore } from './contexts';
export { FirebaseProvider, FirestoreProvider } from './providers';
export { useUser } from './use-user';
export { useSigninCheck, type RequiredClaims, type SigninCheckOptions, type SigninCheckResult } from './use-signin-check';
