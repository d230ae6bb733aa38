import { DashboardShellSkeleton } from '@/features/dashboard/components/dashboard-shell-skeleton';
import { MyPaymentsSkeleton } from '@/features/my-payments/components/my-payments-heading';

/** /dashboard/myPayments while it loads (app/shell/route-shell.tsx). */
export function Shell() {
  return (
    <DashboardShellSkeleton>
      <MyPaymentsSkeleton />
    </DashboardShellSkeleton>
  );
}
