import { usePageTitle } from '@/components/ui/page-title';
import { DashboardHome } from '@/features/dashboard/components/dashboard-home';

export function DashboardHomeRoute() {
  usePageTitle('Dashboard');
  return <DashboardHome />;
}
