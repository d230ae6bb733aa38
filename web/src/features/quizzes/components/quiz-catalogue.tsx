import { FirebaseProviders } from '@/lib/firebase-providers';
import { QuizGrid } from './quiz-grid';

/** The quiz grid with its own Firebase providers, for the landing page (which renders without Firebase). */
export function QuizCatalogue() {
  return (
    <FirebaseProviders>
      <QuizGrid />
    </FirebaseProviders>
  );
}
