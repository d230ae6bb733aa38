import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 text; `randomBytes` so ids and client secrets are not guessable. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let text = '';
  // 62 does not divide 256, so the modulo is slightly biased; irrelevant for test ids.
  for (const byte of bytes) text += ALPHABET[byte % ALPHABET.length] ?? '0';
  return text;
}

/** Stripe-looking ids: `pi_3Mtw…` (24 characters after the prefix). */
export const newId = (prefix: string) => `${prefix}_${randomToken(24)}`;

export const unixNow = () => Math.floor(Date.now() / 1000);
