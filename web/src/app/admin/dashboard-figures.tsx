import { AdminSummary } from '@/features/dashboard/components/admin-summary';
import { LiveFirestore } from '@/lib/firestore/live-firestore';

/**
 * The admin's figures with the full Firestore SDK they read through (their aggregation queries
 * and the prefetch share it). Loaded for admins only (routes/dashboard/home.tsx): the
 * dashboard's index serves players too, and they must not download the SDK.
 */
export default function AdminDashboardFigures() {
  return (
    <LiveFirestore>
      <AdminSummary />
    </LiveFirestore>
  );
}
