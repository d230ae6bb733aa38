import { Stack, Text } from '@chakra-ui/react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth, useUser } from '@/lib/firebase-context';
import { paymentCompletedToast } from '@quizmaster/shared/messages';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';
import { PlainAvatar } from '@/components/ui/plain-avatar';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { createPaymentIntent, recordPremiumPayment } from '../api/premium-checkout';
import { CardFormLoading, CheckoutCard } from './checkout-shell';

/**
 * Stripe Elements with a real publishable key; its code (and Stripe.js) load only then. The local
 * test-mode card form sends card numbers to the Stripe stand-in, not to Stripe: only builds for
 * the emulators and the dev server have it. Elsewhere the constant is `false`, its import drops
 * out of the bundle, and a build without a real publishable key fails (src/config/stripe-build.ts).
 */
const CardForm =
  __STRIPE_STAND_IN_CARD_FORM__ && (!env.VITE_STRIPE_PUBLISHABLE_KEY || env.VITE_STRIPE_PUBLISHABLE_KEY === STRIPE_STAND_IN.publishableKey)
    ? lazy(() => import('./stand-in-card-form'))
    : lazy(() => import('./stripe-card-form'));

/** The premium checkout (SPEC.md "Premium payment"): who pays, the price, the card, Pay. */
export function PremiumCheckout() {
  const auth = useAuth();
  const { data: user } = useUser();
  const navigate = useNavigate();
  // One id per visit: a double click or a retry reuses the same PaymentIntent.
  const [checkoutId] = useState(() => crypto.randomUUID());
  const [clientSecret, setClientSecret] = useState<string>();

  useEffect(() => {
    let current = true;
    createPaymentIntent(auth, checkoutId).then(
      (secret) => {
        // A transition: React renders the card form in short slices, not in one task.
        if (current) startTransition(() => setClientSecret(secret));
      },
      (error: unknown) => {
        if (current) notify.error(error instanceof Error ? error.message : 'The payment could not be started.');
      },
    );
    return () => {
      current = false;
    };
  }, [auth, checkoutId]);

  const onPaid = async (intentId: string) => {
    try {
      await recordPremiumPayment(auth, intentId);
      notify.success(paymentCompletedToast(intentId));
      void navigate(paths.myPayments.getHref());
    } catch (error) {
      // Paid, but not yet recorded: Stripe's webhook records it shortly.
      notify.error(error instanceof Error ? error.message : 'Your payment is being recorded.');
    }
  };

  const billing = { name: user?.displayName ?? '', email: user?.email ?? '' };
  const formProps = { clientSecret, billing, onPaid };
  return (
    <CheckoutCard
      payer={
        <>
          <PlainAvatar size="lg" colorPalette="gray" name={billing.name || billing.email} src={user?.photoURL} />
          <Stack gap="0">
            <Text fontWeight="semibold">{billing.name || billing.email}</Text>
            <Text fontSize="sm" color="fg.muted">
              {billing.email}
            </Text>
          </Stack>
        </>
      }
      cardForm={
        <Suspense fallback={<CardFormLoading />}>
          <CardForm {...formProps} />
        </Suspense>
      }
    />
  );
}
