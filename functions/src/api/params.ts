// The request fields live in the API contract; re-exported for the few places outside a route's schemas.
export { documentId, quizIdParams, stripeIntentId } from '@quizmaster/shared/api/request-fields';

/**
 * Where quiz covers may come from besides https and the built-in covers: the Storage emulator's
 * plain-http download URLs count only inside the emulator suite, which sets both variables
 * (never set in production).
 */
export const coverSources = {
  storageEmulatorHost: process.env.FUNCTIONS_EMULATOR === 'true' ? process.env.FIREBASE_STORAGE_EMULATOR_HOST : undefined,
};
