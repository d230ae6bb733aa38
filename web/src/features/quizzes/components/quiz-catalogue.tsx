import { lazy, Suspense } from 'react';
import { needsAuth, useSessionHint } from '@/lib/session-hint';
import { QuizGrid } from './quiz-grid';
import { QuizGridSkeleton } from './quiz-grid-skeleton';

// A signed-in player's cards lead by their access (premium or not), which takes Firebase Auth.
const MemberQuizGrid = lazy(() => import('./member-quiz-grid').then((module) => ({ default: module.MemberQuizGrid })));

/**
 * The landing page's quiz grid. A visitor's needs no Firebase Auth (every Take A Test leads to
 * the login page), so for a browser the session hint says is signed out, Auth is not loaded.
 */
export function QuizCatalogue() {
  if (!needsAuth(useSessionHint())) return <QuizGrid access="visitor" />;
  return (
    <Suspense fallback={<QuizGridSkeleton />}>
      <MemberQuizGrid />
    </Suspense>
  );
}
