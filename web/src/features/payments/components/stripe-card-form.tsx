import { Box, Field } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { env } from '@/config/env';
import { CardFormFrame, type CardFormProps } from './card-form-frame';

/** Loaded once, and only when this form is shown (a real Stripe publishable key is configured). */
const stripePromise = loadStripe(env.VITE_STRIPE_PUBLISHABLE_KEY ?? '');

function ElementsCardForm({ clientSecret, billing, onPaid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setBusy(true);
    setError(undefined);
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: billing } });
    if (result.error) setError(result.error.message ?? 'The payment did not go through.');
    else if (result.paymentIntent.status === 'succeeded') await onPaid(result.paymentIntent.id);
    setBusy(false);
  };

  return (
    <CardFormFrame error={error} busy={busy} ready={!!stripe && !!clientSecret} onSubmit={pay}>
      <Field.Root>
        <Field.Label>Card</Field.Label>
        <Box w="full" borderWidth="1px" borderRadius="md" px="3" py="3">
          <CardElement options={{ hidePostalCode: true }} />
        </Box>
      </Field.Root>
    </CardFormFrame>
  );
}

/** Stripe Elements' card field, for a real (test-mode) Stripe account. */
export default function StripeCardForm(props: CardFormProps) {
  return (
    <Elements stripe={stripePromise}>
      <ElementsCardForm {...props} />
    </Elements>
  );
}
