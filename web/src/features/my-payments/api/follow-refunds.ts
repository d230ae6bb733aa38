import type { FirebaseApp } from 'firebase/app';
import { doc, onSnapshot } from 'firebase/firestore';
import { paths } from '@quizmaster/shared/paths';
import { liveFirestore } from '@/lib/firestore/live';

/**
 * Follows payments whose refund is under way (asked for, an admin still to complete it) with
 * the full Firestore SDK's listener, one document each: `onChange` runs once one of them leaves
 * the state it was shown in. My Payments loads this module only while such a payment is on
 * screen, so the page's first visit never downloads the full SDK. Answers the function that stops.
 */
export function followRefunds(app: FirebaseApp, shown: readonly { id: string; refund: string }[], onChange: () => void): () => void {
  const db = liveFirestore(app);
  const stops = shown.map(({ id, refund }) =>
    onSnapshot(
      doc(db, paths.payment(id)),
      (snapshot) => {
        if (snapshot.get('refund') !== refund) onChange();
      },
      // Refused or offline: the page still refreshes when the user comes back to it.
      (error) => console.error(error),
    ),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
