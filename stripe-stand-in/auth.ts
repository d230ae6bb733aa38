/**
 * API keys as Stripe reads them: `Authorization: Bearer <key>` (or Basic with the key as the user
 * name, as `curl -u sk_test_…:` sends it), or a `key` parameter, which is how Stripe.js sends its
 * publishable key.
 */
import { unauthorized } from './errors';
import type { Params } from './params';

export type Auth = { mode: 'secret' } | { mode: 'publishable' };

function keyFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme = '', credentials = ''] = header.trim().split(/\s+/, 2);
  if (scheme.toLowerCase() === 'bearer') return credentials;
  if (scheme.toLowerCase() === 'basic') return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

/** Stripe echoes a refused key with its middle starred out. */
const redact = (key: string) => (key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : `${key.slice(0, 3)}***`);

export function authenticate(header: string | undefined, params: Params): Auth {
  const key = keyFromHeader(header) ?? params.string('key');
  if (!key) {
    throw unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  if (/^(sk|pk|rk)_live_/.test(key)) {
    throw unauthorized(
      `The Stripe stand-in never accepts live keys (got ${redact(key)}): it only imitates test mode. Use a test key such as sk_test_… (STRIPE_STAND_IN.secretKey).`,
    );
  }
  if (key.startsWith('sk_test_')) return { mode: 'secret' };
  if (key.startsWith('pk_test_')) return { mode: 'publishable' };
  throw unauthorized(`Invalid API Key provided: ${redact(key)}`);
}

export const publishableKeyRefused = () =>
  unauthorized(
    'This API call cannot be made with a publishable API key. Please use a secret API key. (With a publishable key the stand-in allows only retrieving and confirming a PaymentIntent, with its client_secret.)',
  );
