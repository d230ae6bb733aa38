import type { WebEnv } from './env-schema';

/**
 * Build-time configuration from Vite's env files, as plain constants: Vite writes each value into
 * the build, and vite.config.ts has checked them with ./env-schema.ts (a readable error rather
 * than a broken page). Reading them here costs no zod on any page.
 */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export const env: WebEnv = {
  VITE_USE_EMULATORS: import.meta.env.VITE_USE_EMULATORS === 'true',
  VITE_FIREBASE_PROJECT_ID: text(import.meta.env.VITE_FIREBASE_PROJECT_ID) ?? '',
  VITE_FIREBASE_API_KEY: text(import.meta.env.VITE_FIREBASE_API_KEY) ?? '',
  VITE_FIREBASE_AUTH_DOMAIN: text(import.meta.env.VITE_FIREBASE_AUTH_DOMAIN) ?? '',
  VITE_STORAGE_EMULATOR: import.meta.env.VITE_STORAGE_EMULATOR === 'true',
  VITE_EMULATOR_HOST: text(import.meta.env.VITE_EMULATOR_HOST) ?? '127.0.0.1',
  ...optional('VITE_FIREBASE_STORAGE_BUCKET', text(import.meta.env.VITE_FIREBASE_STORAGE_BUCKET)),
  ...optional('VITE_FIREBASE_APP_ID', text(import.meta.env.VITE_FIREBASE_APP_ID)),
  ...optional('VITE_STRIPE_PUBLISHABLE_KEY', text(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY)),
  ...optional('VITE_STRIPE_STAND_IN_URL', text(import.meta.env.VITE_STRIPE_STAND_IN_URL)),
};

/** An optional setting only when it is set, as the schema leaves it out. */
function optional<Name extends string>(name: Name, value: string | undefined): Partial<Record<Name, string>> {
  return value === undefined ? {} : ({ [name]: value } as Record<Name, string>);
}
