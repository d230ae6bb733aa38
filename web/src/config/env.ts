import { z } from 'zod';

/** Build-time configuration from Vite's env files, checked once at start-up with a readable error. */
const envSchema = z.object({
  VITE_USE_EMULATORS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().optional(),
  /** Set by npm start / npm test when the Storage emulator runs (it cannot start offline). */
  VITE_STORAGE_EMULATOR: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_EMULATOR_HOST: z.string().default('127.0.0.1'),
  /** Stripe publishable key (pk_test_…). The stand-in's key selects the local test-mode card form. */
  VITE_STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/).optional(),
  /** The local Stripe stand-in (development and tests only). */
  VITE_STRIPE_STAND_IN_URL: z.url().optional(),
});

function readEnv() {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid web configuration (${fields}). See README.md, "Deploying".`);
  }
  return parsed.data;
}

export const env = readEnv();
