import { lazy, Suspense } from 'react';
import { useAdminRole } from '@/components/auth/use-admin-role';

// Admin code in a chunk of its own, with the full Firestore SDK it reads through: a player's
// dashboard downloads only this gate.
const WebVitalsCard = lazy(() => import('./web-vitals-card-live'));

/**
 * The real-user metrics card of the admin dashboard, for admins only (the rules let only them
 * read the histograms); nothing for anyone else.
 */
export function AdminWebVitals() {
  if (useAdminRole() !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <WebVitalsCard />
    </Suspense>
  );
}
