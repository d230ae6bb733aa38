import standIn from './stripe-stand-in.json' with { type: 'json' };

/**
 * The local Stripe stand-in (stripe-stand-in), used in development and tests where the
 * real Stripe API cannot be reached. These test-mode-looking keys only ever work against it.
 * The values live in the JSON file so the plain-JS start and test scripts read the same ones.
 */
export const STRIPE_STAND_IN = standIn as Readonly<typeof standIn>;
