import { Outlet } from 'react-router-dom';
import { LiveFirestore } from '@/lib/firestore/live-firestore';

/** The pathless layout of the pages with live data: the full Firestore SDK for everything below. */
export function LiveDataLayoutRoute() {
  return (
    <LiveFirestore>
      <Outlet />
    </LiveFirestore>
  );
}
