import { env } from '@/config/env';

export interface CardDetails {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export interface Billing {
  name: string;
  email: string;
}

export type ConfirmResult = { paid: true } | { paid: false; message: string };

/**
 * Confirms a PaymentIntent with the local Stripe stand-in the way Stripe.js confirms with Stripe:
 * straight from the browser with the publishable key and the client secret, so the card number
 * never passes through our own functions.
 */
export async function confirmWithStandIn(clientSecret: string, card: CardDetails, billing: Billing): Promise<ConfirmResult> {
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const form = new URLSearchParams({
    key: env.VITE_STRIPE_PUBLISHABLE_KEY ?? '',
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number.replace(/\s+/g, ''),
    'payment_method_data[card][exp_month]': card.expMonth,
    'payment_method_data[card][exp_year]': card.expYear,
    'payment_method_data[card][cvc]': card.cvc,
    'payment_method_data[billing_details][name]': billing.name,
    'payment_method_data[billing_details][email]': billing.email,
  });
  try {
    const response = await fetch(`${env.VITE_STRIPE_STAND_IN_URL ?? ''}/v1/payment_intents/${intentId}/confirm`, { method: 'POST', body: form });
    const body = (await response.json()) as { status?: string; error?: { message?: string } };
    if (response.ok && body.status === 'succeeded') return { paid: true };
    return { paid: false, message: body.error?.message ?? 'The payment did not go through.' };
  } catch {
    return { paid: false, message: 'The payment service could not be reached. Please try again.' };
  }
}
