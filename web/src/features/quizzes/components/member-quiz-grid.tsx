import { FirebaseProviders } from '@/lib/firebase-providers';
import { useAccessResolver, usePlayerAccess } from '../api/use-player-access';
import { QuizGrid } from './quiz-grid';

function QuizGridForPlayer() {
  return <QuizGrid access={usePlayerAccess()} resolveAccess={useAccessResolver()} />;
}

/** The landing page's quiz grid for a browser that may be signed in: Firebase Auth tells the player's access. */
export function MemberQuizGrid() {
  return (
    <FirebaseProviders>
      <QuizGridForPlayer />
    </FirebaseProviders>
  );
}
