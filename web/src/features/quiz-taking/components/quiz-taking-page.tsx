import { Stack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { LuBan, LuSearchX } from 'react-icons/lu';
import { Navigate } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useStartedAttempt } from '../api/use-started-attempt';
import { QuizPlayer } from './quiz-player';
import { QuizSkeleton } from './quiz-skeleton';
import { StartProblem } from './start-problem';
import { VerifyEmailFirst } from './verify-email-first';
import { somethingWentWrongTitle } from '@quizmaster/shared/messages';
import { notify } from '@/lib/notify';

/** A paid quiz without premium (the server said 403): to /payment, saying why. */
function ToPayment() {
  useEffect(() => {
    // The id keeps it to one toast however often the effect runs.
    notify.blank('This quiz is for premium members. Get premium to take it.', { toastId: 'premium-required' });
  }, []);
  return <Navigate to={paths.payment.getHref()} replace />;
}

/** /startQuiz/{quizId}: starts or resumes the attempt on the server, then plays it. `leaderboard` shows when no attempt is left. */
export function QuizTakingPage({ quizId, leaderboard }: { quizId: string; leaderboard?: ReactNode }) {
  const { start, retry } = useStartedAttempt(quizId);
  usePageTitle(start.status === 'ready' ? start.attempt.quiz.quizName : 'Quiz');

  switch (start.status) {
    case 'loading':
      // The same as the page's prerendered shell (components/shell), so nothing moves meanwhile.
      return <QuizSkeleton />;
    case 'ready':
      return <QuizPlayer attempt={start.attempt} clockOffsetMs={start.clockOffsetMs} />;
    case 'premium-required':
      return <ToPayment />;
    case 'email-not-verified':
      return <VerifyEmailFirst message={start.message} onVerified={retry} />;
    case 'no-attempts-left':
      return (
        <Stack gap="6">
          <StartProblem icon={<LuBan />} title="No attempts left" description={start.message} />
          {/* Where the player stands, when the quiz has a leaderboard (it shows nothing otherwise). */}
          {leaderboard}
        </Stack>
      );
    case 'no-questions':
      // SPEC.md section 8: a quiz with no questions.
      return <StartProblem title={somethingWentWrongTitle} description="This quiz has no questions yet. Please try another one." />;
    case 'not-found':
      return <StartProblem icon={<LuSearchX />} title="Quiz not found" description="This quiz does not exist or has been removed." />;
    case 'error':
      return <StartProblem title="We could not start this quiz" description={start.message} onRetry={retry} />;
  }
}
