import { DashboardHomeSkeleton, DashboardShellSkeleton } from '@/features/dashboard/components/dashboard-shell-skeleton';

/** /dashboard while it loads (app/shell/route-shell.tsx). */
export function Shell() {
  return (
    <DashboardShellSkeleton>
      <DashboardHomeSkeleton />
    </DashboardShellSkeleton>
  );
}
