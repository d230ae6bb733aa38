import Stripe from 'stripe';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';
import { standInUrl, stripeSecretKey, stripeWebhookSecret } from '../config';

const inEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

function secretKey(): string {
  const key = stripeSecretKey.value().trim();
  if (key.startsWith('sk_live_') || key.startsWith('rk_live_')) {
    throw new Error('A live Stripe key is configured: Quiz Master runs in Stripe test mode only.');
  }
  if (key) return key;
  if (inEmulator()) return STRIPE_STAND_IN.secretKey;
  throw new Error('STRIPE_SECRET_KEY is not configured: set it with `npx firebase functions:secrets:set STRIPE_SECRET_KEY`.');
}

let client: Stripe | undefined;

/**
 * The Stripe client: the real `stripe` SDK in every mode. With the stand-in's key (or no key in
 * the emulators) it talks to the local stand-in through the SDK's host/port options.
 */
export function stripe(): Stripe {
  if (client) return client;
  const key = secretKey();
  if (key === STRIPE_STAND_IN.secretKey) {
    const url = new URL(standInUrl.value());
    client = new Stripe(key, {
      host: url.hostname,
      port: url.port,
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      maxNetworkRetries: 2,
    });
  } else {
    client = new Stripe(key, { maxNetworkRetries: 2 });
  }
  return client;
}

export function webhookSecret(): string {
  const secret = stripeWebhookSecret.value().trim();
  if (secret) return secret;
  if (inEmulator()) return STRIPE_STAND_IN.webhookSecret;
  throw new Error('STRIPE_WEBHOOK_SECRET is not configured.');
}
