import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, SyntheticEvent } from 'react';
import type { Billing } from '../lib/stand-in-confirm';

/** What both card forms (Stripe Elements, local test mode) receive. */
export interface CardFormProps {
  /** Undefined until the server has created the PaymentIntent. */
  clientSecret: string | undefined;
  billing: Billing;
  onPaid: (intentId: string) => Promise<void>;
}

/** The form around a card field: the field, the card error in red under it, the Pay button. */
export function CardFormFrame({
  children,
  error,
  busy,
  ready,
  onSubmit,
}: {
  children: ReactNode;
  error: string | undefined;
  busy: boolean;
  /** The payment provider is ready and a client secret exists (SPEC.md section 5). */
  ready: boolean;
  onSubmit: () => Promise<void>;
}) {
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {children}
        {error ? (
          <Text role="alert" color="red.fg" fontSize="sm" data-testid="card-error">
            {error}
          </Text>
        ) : null}
        <Button type="submit" colorPalette="purple" disabled={!ready || busy} loading={busy} size="lg">
          Pay
        </Button>
      </Stack>
    </form>
  );
}
