import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { PaymentsTable } from '@/features/admin-payments/components/payments-table';

/** /dashboard/paymentLists: every payment with the admin's refund and delete actions. */
export function PaymentListsRoute() {
  usePageTitle('Payments');
  return (
    <RequireAdmin>
      <PaymentsTable />
    </RequireAdmin>
  );
}
