import { RequireSignedIn } from '@/components/auth/require-signed-in';
import { usePageTitle } from '@/components/ui/page-title';
import { CheckoutPage } from '@/features/payments/components/checkout-shell';
import { PremiumCheckout } from '@/features/payments/components/premium-checkout';

export function PaymentRoute() {
  usePageTitle('Payment');
  return (
    <RequireSignedIn>
      <CheckoutPage>
        <PremiumCheckout />
      </CheckoutPage>
    </RequireSignedIn>
  );
}
