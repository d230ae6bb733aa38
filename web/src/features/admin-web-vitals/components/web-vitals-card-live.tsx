import { LiveFirestore } from '@/lib/firestore/live-firestore';
import { WebVitalsCard } from './web-vitals-card';

/** The card under the full SDK's provider (the dashboard's index, which players see too, has none). */
export default function WebVitalsCardLive() {
  return (
    <LiveFirestore>
      <WebVitalsCard />
    </LiveFirestore>
  );
}
