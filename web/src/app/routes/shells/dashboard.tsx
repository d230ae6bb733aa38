import { GenericSkeleton } from '@/app/shell/generic-skeleton';
import { DashboardShellSkeleton } from '@/features/dashboard/components/dashboard-shell-skeleton';

/** A dashboard page without a skeleton of its own, while it loads (app/shell/route-shell.tsx). */
export function Shell() {
  return (
    <DashboardShellSkeleton>
      <GenericSkeleton />
    </DashboardShellSkeleton>
  );
}
