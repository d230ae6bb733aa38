import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { dataRefs } from './data/refs';

/** The Admin SDK app of the functions (default credentials and project from the runtime). */
if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export const refs = dataRefs(db);
