import { Container } from '@chakra-ui/react';
import { RequireSignedIn } from '@/components/auth/require-signed-in';
import { usePageTitle } from '@/components/ui/page-title';
import { PremiumCheckout } from '@/features/payments/components/premium-checkout';

export function PaymentRoute() {
  usePageTitle('Payment');
  return (
    <RequireSignedIn>
      <Container maxW="2xl" py={{ base: '8', md: '14' }}>
        <PremiumCheckout />
      </Container>
    </RequireSignedIn>
  );
}
