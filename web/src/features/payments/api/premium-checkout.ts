import type { Auth } from 'firebase/auth';
import { PREMIUM_PRICE_USD } from '@quizmaster/shared/constants';
import { apiRequest } from '@/lib/api-client';
import { claimsSayPremium, refreshUntilClaims } from '@/lib/claims-refresh';

/** Starts a premium payment; the same checkout id always gets the same PaymentIntent. */
export async function createPaymentIntent(auth: Auth, checkoutId: string): Promise<string> {
  const { clientSecret } = await apiRequest(auth, 'POST /create-payment-intent', { body: {
    premiumPrice: PREMIUM_PRICE_USD,
    checkoutId,
  } });
  return clientSecret;
}

/**
 * Asks the server to record a paid PaymentIntent (it checks it with Stripe), then refreshes the
 * ID token until it carries the new premium claims (a few tries at most), so they apply at once.
 */
export async function recordPremiumPayment(auth: Auth, transactionId: string) {
  const user = auth.currentUser;
  const result = await apiRequest(auth, 'POST /api/v1/createPayment', { body: {
    paymentDetails: { name: user?.displayName ?? '', email: user?.email ?? '', refund: 'false', transactionId, amount: PREMIUM_PRICE_USD },
  } });
  if (result.premiumUntil !== null) await refreshUntilClaims(auth, (claims) => claimsSayPremium(claims));
  return result;
}

/** The PaymentIntent id inside a client secret (`pi_…_secret_…`). */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';
