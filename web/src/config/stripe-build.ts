/**
 * Build-time decision (vite.config.ts) about how the checkout takes cards. Plain TypeScript with
 * no imports: Vite loads it with its config, before any alias or workspace package resolves.
 */

/** A Stripe publishable key, test or live mode. */
const PUBLISHABLE_KEY = /^pk_(test|live)_\w+$/;

/** The Vite mode of the builds that run on the Firebase emulators (web/.env.emulator). */
export const EMULATOR_MODE = 'emulator';

/** The compile-time constant that tells the app whether the stand-in card form exists. */
export const STAND_IN_CARD_FORM_CONSTANT = '__STRIPE_STAND_IN_CARD_FORM__';

export interface StripeBuildInput {
  /** Vite's command: `serve` for the dev server, `build` for a bundle. */
  command: 'build' | 'serve';
  mode: string;
  /** VITE_STRIPE_PUBLISHABLE_KEY as the build sees it (env files and the environment). */
  publishableKey: string | undefined;
  /** The local Stripe stand-in's publishable key (shared/src/stripe-stand-in.json). */
  standInKey: string;
}

export interface StripeBuildSettings {
  /**
   * Whether the local test-mode card form is compiled in. It posts card numbers to the Stripe
   * stand-in rather than to Stripe, so only builds for the emulators and the dev server have it.
   */
  standInCardForm: boolean;
}

/**
 * Decides the checkout of a build, and fails closed: a build for anything but the emulators or
 * the dev server (a production build above all) must carry a real Stripe publishable key, so its
 * checkout can only be Stripe Elements.
 */
export function stripeBuildSettings({ command, mode, publishableKey, standInKey }: StripeBuildInput): StripeBuildSettings {
  if (command === 'serve' || mode === EMULATOR_MODE) return { standInCardForm: true };
  const key = publishableKey?.trim() ?? '';
  if (!PUBLISHABLE_KEY.test(key)) {
    throw new Error(
      `VITE_STRIPE_PUBLISHABLE_KEY is ${key ? 'not a Stripe publishable key' : 'missing'}: a ${mode} build needs your Stripe ` +
        `publishable key (pk_test_… or pk_live_…), for example in web/.env.${mode}.local, so that the checkout takes cards ` +
        `through Stripe Elements. The local test-mode card form exists only in builds with --mode ${EMULATOR_MODE}.`,
    );
  }
  if (key === standInKey) {
    throw new Error(
      `VITE_STRIPE_PUBLISHABLE_KEY is the local Stripe stand-in's key, which Stripe does not know: a ${mode} build needs your ` +
        `own Stripe publishable key (pk_test_… or pk_live_…).`,
    );
  }
  return { standInCardForm: false };
}

/** Vite's `define` for the settings: the constant becomes a literal, so dead branches drop out. */
export function stripeBuildDefine(settings: StripeBuildSettings): Record<string, string> {
  return { [STAND_IN_CARD_FORM_CONSTANT]: JSON.stringify(settings.standInCardForm) };
}
