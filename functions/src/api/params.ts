import { z } from 'zod';

/**
 * A Firestore document id as the API accepts it in a path or body: letters, digits, `-` and `_`
 * (auto ids, uids, the seed's slugs). Anything else, such as a `/` that would change the
 * document path, is a 400 rather than a failure deeper down.
 */
export const documentId = z
  .string()
  .regex(/^[\w-]{1,128}$/, 'Expected an id of letters, digits, - or _ (at most 128)')
  // Firestore reserves ids of the form __…__ and refuses them with an error, not a missing document.
  .refine((id) => !/^__.*__$/.test(id), 'Ids of the form __…__ are reserved');

export const quizIdParams = z.object({ quizId: documentId });

/** A Stripe PaymentIntent id (`pi_…`), which is also the id of our payment document. */
export const stripeIntentId = z.string().regex(/^pi_\w{1,120}$/, 'Expected a Stripe PaymentIntent id (pi_…)');

/**
 * Where quiz covers may come from besides https and the built-in covers: the Storage emulator's
 * plain-http download URLs count only inside the emulator suite, which sets both variables
 * (never set in production).
 */
export const coverSources = {
  storageEmulatorHost: process.env.FUNCTIONS_EMULATOR === 'true' ? process.env.FIREBASE_STORAGE_EMULATOR_HOST : undefined,
};
