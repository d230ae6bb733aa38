import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { sdkContext } from './sdk-context';

export const [FirebaseAppContext, useFirebaseApp] = sdkContext<FirebaseApp>('FirebaseApp');
export const [AuthContext, useAuth] = sdkContext<Auth>('Auth');
/** The full Firestore SDK (type-only here: the SDK comes with the instance, on live pages). */
export const [FirestoreContext, useFirestore] = sdkContext<Firestore>('Firestore');
