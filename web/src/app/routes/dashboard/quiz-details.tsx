import { useParams } from 'react-router-dom';
import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { QuizDetails } from '@/features/admin-quizzes/components/quiz-details';

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
