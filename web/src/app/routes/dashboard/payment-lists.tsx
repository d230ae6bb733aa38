import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { PaymentsTable } from '@/features/admin-payments/components/payments-table';
import { prefetchPaymentsPage } from '@/features/admin-payments/api/payments-list';
import { adminPrefetch } from '@/lib/firestore/prefetch';

/** /dashboard/paymentLists: every payment with the admin's refund and delete actions. */
export function PaymentListsRoute() {
  usePageTitle('Payments');
  return (
    <RequireAdmin>
      <PaymentsTable />
    </RequireAdmin>
  );
}

/** An admin's page of payments starts loading as the navigation to it starts (app/route-loading.ts). */
export const prefetch = adminPrefetch(prefetchPaymentsPage);
