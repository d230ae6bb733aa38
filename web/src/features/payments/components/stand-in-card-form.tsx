import { Field, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { intentIdOf } from '../api/premium-checkout';
import { confirmWithStandIn } from '../lib/stand-in-confirm';
import { CardFormFrame, type CardFormProps } from './card-form-frame';

/** "12/30" or "12 / 2030" -> month and four-digit year. */
function parseExpiry(text: string): { expMonth: string; expYear: string } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const year = match[2].length === 2 ? `20${match[2]}` : match[2];
  return { expMonth: match[1], expYear: year };
}

/**
 * The card form of local test mode (the stand-in's publishable key, or none): it confirms with
 * the local Stripe stand-in as Stripe.js would with Stripe, so the flow and its states are the
 * same. Loaded lazily, and only compiled into builds for the emulators and the dev server.
 */
export default function StandInCardForm({ clientSecret, billing, onPaid }: CardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    if (!clientSecret) return;
    const date = parseExpiry(expiry);
    if (!date) {
      setError('Your card’s expiration date is incomplete.');
      return;
    }
    setBusy(true);
    setError(undefined);
    const result = await confirmWithStandIn(clientSecret, { number, cvc, ...date }, billing);
    if (result.paid) await onPaid(intentIdOf(clientSecret));
    else setError(result.message);
    setBusy(false);
  };

  return (
    <CardFormFrame error={error} busy={busy} ready={!!clientSecret} onSubmit={pay}>
      <Field.Root>
        <Field.Label>Card number</Field.Label>
        <Input
          value={number}
          onChange={(event) => {
            setNumber(event.target.value);
          }}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
        />
      </Field.Root>
      <HStack gap="4">
        <Field.Root>
          <Field.Label>Expiry</Field.Label>
          <Input
            value={expiry}
            onChange={(event) => {
              setExpiry(event.target.value);
            }}
            autoComplete="cc-exp"
            placeholder="MM / YY"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>CVC</Field.Label>
          <Input
            value={cvc}
            onChange={(event) => {
              setCvc(event.target.value);
            }}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
          />
        </Field.Root>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Test mode: pay with 4242 4242 4242 4242, any future date and any CVC. 4000 0000 0000 0002 is declined.
      </Text>
    </CardFormFrame>
  );
}
