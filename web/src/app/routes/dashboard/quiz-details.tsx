import { useParams } from 'react-router-dom';
import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { QuizDetails } from '@/features/admin-quizzes/components/quiz-details';
import { prefetchQuizDetails } from '@/features/admin-quizzes/api/quiz-lists';
import { adminPrefetch } from '@/lib/firestore/prefetch';

/** /dashboard/quizDetails/{quizId}: one quiz and its Result Sheet. */
export function QuizDetailsRoute() {
  usePageTitle('Quiz Details');
  const { quizId = '' } = useParams();
  return (
    <RequireAdmin>
      <QuizDetails quizId={quizId} />
    </RequireAdmin>
  );
}

/** An admin's quiz and page of its Result Sheet start loading as the navigation to it starts (app/route-loading.ts). */
export const prefetch = adminPrefetch((db, params, { quizId }) => {
  if (quizId) prefetchQuizDetails(db, quizId, params);
});
