/** Addresses of the emulator stack under test (set by scripts/test.mjs; defaults match firebase.json). */
export const appUrl = process.env.APP_URL ?? 'http://localhost:5000';
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-quizmaster';
export const functionsUrl = `http://127.0.0.1:5001/${projectId}/us-central1`;
export const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';
/** Whether `npm test` could start the Storage emulator (it needs a download that offline machines lack). */
export const storageEmulatorAvailable = process.env.STORAGE_EMULATOR_AVAILABLE === 'true';
