import { usePageTitle } from '@/components/ui/page-title';
import { MyPayments } from '@/features/my-payments/components/my-payments';

export function MyPaymentsRoute() {
  usePageTitle('My Payments');
  return <MyPayments />;
}
