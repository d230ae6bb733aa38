import { useParams } from 'react-router-dom';
import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { ItemAnalysisPage } from '@/features/item-analysis/components/item-analysis-page';
import { QuizLeaderboard } from '@/features/leaderboard/components/quiz-leaderboard';

/** /dashboard/itemAnalysis/{quizId} (admins): per-question statistics of a quiz, and its leaderboard. */
export function ItemAnalysisRoute() {
  usePageTitle('Item Analysis');
  const { quizId = '' } = useParams();
  return (
    <RequireAdmin>
      <ItemAnalysisPage key={quizId} quizId={quizId} leaderboard={<QuizLeaderboard quizId={quizId} />} />
    </RequireAdmin>
  );
}
