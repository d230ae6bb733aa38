/// <reference types="vite/client" />

/**
 * Whether this build has the local test-mode card form (emulators and dev server only); set by
 * vite.config.ts from src/config/stripe-build.ts.
 */
declare const __STRIPE_STAND_IN_CARD_FORM__: boolean;
