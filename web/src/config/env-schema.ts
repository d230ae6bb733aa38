import { z } from 'zod/mini';

/** 'true' or 'false' in an env file, as a boolean (false when unset). */
const flag = z.pipe(
  z._default(z.enum(['true', 'false']), 'false'),
  z.transform((value) => value === 'true'),
);

/**
 * The web app's build-time configuration (Vite's env files). vite.config.ts checks it when it
 * builds or serves, with a readable error; the app itself reads plain constants (./env.ts), so
 * no page carries zod for it.
 */
export const webEnvSchema = z.object({
  VITE_USE_EMULATORS: flag,
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1)),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1)),
  VITE_FIREBASE_STORAGE_BUCKET: z.optional(z.string()),
  /** Set by npm start / npm test when the Storage emulator runs (it cannot start offline). */
  VITE_STORAGE_EMULATOR: flag,
  VITE_FIREBASE_APP_ID: z.optional(z.string()),
  VITE_EMULATOR_HOST: z._default(z.string(), '127.0.0.1'),
  /** Stripe publishable key (pk_test_…). The stand-in's key selects the local test-mode card form. */
  VITE_STRIPE_PUBLISHABLE_KEY: z.optional(z.string().check(z.regex(/^pk_(test|live)_\w+$/))),
  /** The local Stripe stand-in (development and tests only). */
  VITE_STRIPE_STAND_IN_URL: z.optional(z.url()),
});
export type WebEnv = z.output<typeof webEnvSchema>;

/** The configuration checked, or an error naming the fields that are wrong. */
export function checkWebEnv(values: Record<string, string | undefined>): WebEnv {
  const parsed = webEnvSchema.safeParse(values);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid web configuration (${fields}). See README.md, "Deploying".`);
  }
  return parsed.data;
}
