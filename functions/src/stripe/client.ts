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

/**
 * The Stripe API version every call is made with, pinned rather than left to the SDK's default:
 * the webhook's event shapes follow it, and an SDK upgrade that expects another version fails the
 * typecheck here instead of changing the API under us. Set the webhook endpoint (Stripe dashboard)
 * to the same version.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** Names the app in Stripe's request logs (the User-Agent), as Stripe asks integrations to. */
const APP_INFO: Stripe.AppInfo = { name: 'Quiz Master' };

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
      apiVersion: STRIPE_API_VERSION,
      appInfo: APP_INFO,
      maxNetworkRetries: 2,
    });
  } else {
    client = new Stripe(key, { apiVersion: STRIPE_API_VERSION, appInfo: APP_INFO, maxNetworkRetries: 2 });
  }
  return client;
}

export function webhookSecret(): string {
  const secret = stripeWebhookSecret.value().trim();
  if (secret) return secret;
  if (inEmulator()) return STRIPE_STAND_IN.webhookSecret;
  throw new Error('STRIPE_WEBHOOK_SECRET is not configured.');
}
