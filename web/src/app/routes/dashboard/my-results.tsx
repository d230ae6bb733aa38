import { usePageTitle } from '@/components/ui/page-title';
import { CertificateDownload } from '@/features/certificates/components/certificate-download';
import { QuizLeaderboard } from '@/features/leaderboard/components/quiz-leaderboard';
import { durationText } from '@/features/leaderboard/lib/duration';
import { MyResultsPage } from '@/features/my-results/components/my-results-page';

/** /dashboard/myResults (signed-in): every attempt, the marks over time and the best per quiz. */
export function MyResultsRoute() {
  usePageTitle('My Results');
  return (
    <MyResultsPage
      renderCertificate={(certificateId) => <CertificateDownload certificateId={certificateId} label="Certificate" />}
      renderLeaderboard={(quizId) => <QuizLeaderboard quizId={quizId} />}
      formatDuration={durationText}
    />
  );
}
